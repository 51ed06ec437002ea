// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol) on a private PostgreSQL cluster. It is
// started by lib/db/embedded; it exits when its standard input closes, and the PostgreSQL it
// starts dies with it, so a crashed parent never leaves a database running.
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
	postgresBin := flag.String("postgres-bin", "", "directory with initdb and postgres")
	postgresDir := flag.String("postgres-dir", "", "directory of the cluster (data, password, log)")
	durable := flag.Bool("durable", true, "fsync the cluster; false for throw-away test data")
	exitOnStdinClose := flag.Bool("exit-on-stdin-close", true, "stop when standard input reaches EOF")
	// Each PostgreSQL connection is a backend process of its own (5-10 MB once it has touched the collections'
	// tables). FerretDB's default pool of 50 grew to 25 backends under the API bench: half of the tree's memory.
	// Two cores run no more than a few queries at once; the rest wait in the pool. Idle ones close after a minute.
	poolSize := flag.Int("postgres-pool", 16, "PostgreSQL connections FerretDB may hold")
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *exitOnStdinClose {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	cluster, err := startPostgresCluster(ctx, clusterOptions{binDir: *postgresBin, dir: *postgresDir, durable: *durable})
	if err != nil {
		fail(err)
	}
	// A dead PostgreSQL makes this process exit too, so the parent sees one failure and restarts both.
	go func() {
		<-cluster.exited
		if ctx.Err() == nil {
			fmt.Fprintln(os.Stderr, "ferretdb: postgres exited unexpectedly")
			os.Exit(3)
		}
	}()

	config := &ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Handler:       "postgresql",
		PostgreSQLURL: fmt.Sprintf("%s?pool_max_conns=%d&pool_max_conn_idle_time=1m", cluster.url, *poolSize),
	}
	f, err := ferretdb.New(config)
	if err != nil {
		cluster.stop()
		fail(err)
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// The parent reads this line to learn the addresses (ports may be chosen by the OS).
	fmt.Printf("READY %s %s\n", f.MongoDBURI(), cluster.url)

	err = <-done
	cluster.stop()
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ferretdb:", err)
	os.Exit(1)
}
