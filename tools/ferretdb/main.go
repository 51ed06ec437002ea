// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol) on SQLite or PostgreSQL.
// It is started by lib/db/embedded; it exits when its standard input closes, so a crashed
// parent never leaves it running.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on")
	handler := flag.String("handler", "sqlite", "backend: sqlite or postgresql")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite directory URL (file:DIR/)")
	postgresURL := flag.String("postgresql-url", "", "PostgreSQL URL for the postgresql handler")
	exitOnStdinClose := flag.Bool("exit-on-stdin-close", true, "stop when standard input reaches EOF")
	flag.Parse()

	config := &ferretdb.Config{
		Listener: ferretdb.ListenerConfig{TCP: *listen},
		Handler:  *handler,
	}
	if *handler == "sqlite" {
		config.SQLiteURL = *sqliteURL
	} else {
		config.PostgreSQLURL = *postgresURL
	}

	f, err := ferretdb.New(config)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb: ", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *exitOnStdinClose {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// The parent reads this line to learn the address (the port may be chosen by the OS).
	fmt.Printf("READY %s\n", f.MongoDBURI())

	if err := <-done; err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb: ", err)
		os.Exit(1)
	}
}
