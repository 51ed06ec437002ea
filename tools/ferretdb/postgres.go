package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

const (
	superuser      = "ferretdb"
	startupTimeout = 30 * time.Second
	maxLogBytes    = 10 << 20
)

type clusterOptions struct {
	binDir  string
	dir     string
	durable bool
}

type postgresCluster struct {
	url    string
	cmd    *exec.Cmd
	exited chan struct{}
}

// startPostgresCluster creates the cluster on first use (initdb), starts postgres on a free loopback port with
// no Unix socket, and returns once it accepts connections.
func startPostgresCluster(ctx context.Context, opts clusterOptions) (*postgresCluster, error) {
	if opts.binDir == "" || opts.dir == "" {
		return nil, errors.New("-postgres-bin and -postgres-dir are required for a private cluster")
	}
	dataDir := filepath.Join(opts.dir, "pgdata")
	password, err := clusterPassword(opts.dir)
	if err != nil {
		return nil, err
	}
	logFile, err := openLog(filepath.Join(opts.dir, "postgres.log"))
	if err != nil {
		return nil, err
	}
	defer logFile.Close()

	if _, err := os.Stat(filepath.Join(dataDir, "PG_VERSION")); err != nil {
		if err := initCluster(opts.binDir, opts.dir, dataDir, logFile); err != nil {
			return nil, err
		}
	}
	stopStalePostmaster(dataDir)

	port, err := freePort()
	if err != nil {
		return nil, err
	}
	args := []string{
		"-D", dataDir, "-p", strconv.Itoa(port),
		"-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=",
		// Small footprint: one merchant-facing app on a small machine, not a shared server.
		"-c", "shared_buffers=32MB", "-c", "max_connections=60", "-c", "work_mem=8MB",
		// An autovacuum worker's ANALYZE held its sample of 30,000 rows (the default statistics target, 100) of a
		// table of whole JSON documents: 66 MB at once in the middle of the API bench, a fifth of the tree. The
		// queries FerretDB sends are equalities on the pushdown indexes, which a sample of 3,000 estimates as well.
		"-c", "default_statistics_target=10",
		"-c", "logging_collector=off",
	}
	if !opts.durable {
		args = append(args, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off")
	}
	// Pdeathsig belongs to the forking thread: keep this goroutine on its thread for the life of the process.
	runtime.LockOSThread()
	cmd := postgresCommand(filepath.Join(opts.binDir, "postgres"), args...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.SysProcAttr.Pdeathsig = syscall.SIGINT
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting postgres: %w", err)
	}
	cluster := &postgresCluster{
		url:    fmt.Sprintf("postgres://%s:%s@127.0.0.1:%d/postgres", superuser, password, port),
		cmd:    cmd,
		exited: make(chan struct{}),
	}
	go func() {
		_ = cmd.Wait()
		close(cluster.exited)
	}()
	if err := cluster.waitReady(ctx); err != nil {
		cluster.stop()
		return nil, fmt.Errorf("%w (see %s)", err, logFile.Name())
	}
	return cluster, nil
}

func (c *postgresCluster) waitReady(ctx context.Context) error {
	deadline := time.Now().Add(startupTimeout)
	for {
		attempt, cancel := context.WithTimeout(ctx, 2*time.Second)
		conn, err := pgx.Connect(attempt, c.url)
		cancel()
		if err == nil {
			return conn.Close(ctx)
		}
		select {
		case <-c.exited:
			return errors.New("postgres exited during start-up")
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres not ready within %s: %w", startupTimeout, err)
		}
	}
}

// stop asks for a fast shutdown (clean, no recovery at the next start) and waits for it.
func (c *postgresCluster) stop() {
	if c == nil {
		return
	}
	_ = c.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-c.exited:
	case <-time.After(10 * time.Second):
		_ = c.cmd.Process.Signal(syscall.SIGQUIT)
		<-c.exited
	}
}

func initCluster(binDir, dir, dataDir string, logFile *os.File) error {
	passwordFile := filepath.Join(dir, "password")
	cmd := postgresCommand(filepath.Join(binDir, "initdb"),
		"-D", dataDir, "-U", superuser, "--auth=scram-sha-256", "--pwfile="+passwordFile,
		"-E", "UTF8", "--no-locale", "--no-instructions")
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Run(); err != nil {
		_ = os.RemoveAll(dataDir)
		return fmt.Errorf("initdb failed (%w); see %s", err, logFile.Name())
	}
	return nil
}

// postgresCommand runs a PostgreSQL program. initdb and postgres refuse to run as root; as root they run in a
// user namespace of their own where root is mapped to "nobody", so the cluster's files stay owned by the
// caller and the data directory may live anywhere root can write (a 0700 temporary directory included).
func postgresCommand(program string, args ...string) *exec.Cmd {
	cmd := exec.Command(program, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{}
	if os.Geteuid() == 0 {
		uid, gid := nobodyIDs()
		cmd.SysProcAttr.Cloneflags = syscall.CLONE_NEWUSER
		cmd.SysProcAttr.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: 0, Size: 1}}
		cmd.SysProcAttr.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: 0, Size: 1}}
	}
	return cmd
}

// nobodyIDs: initdb looks the effective user up by id, so the mapped id must exist in /etc/passwd.
func nobodyIDs() (int, int) {
	uid, gid := 65534, 65534
	if u, err := user.Lookup("nobody"); err == nil {
		uid, _ = strconv.Atoi(u.Uid)
		gid, _ = strconv.Atoi(u.Gid)
	}
	return uid, gid
}

func clusterPassword(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	file := filepath.Join(dir, "password")
	if data, err := os.ReadFile(file); err == nil {
		return strings.TrimSpace(string(data)), nil
	}
	buf := make([]byte, 24)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	password := hex.EncodeToString(buf)
	return password, os.WriteFile(file, []byte(password+"\n"), 0o600)
}

func openLog(file string) (*os.File, error) {
	if info, err := os.Stat(file); err == nil && info.Size() > maxLogBytes {
		_ = os.Remove(file)
	}
	return os.OpenFile(file, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
}

// stopStalePostmaster ends a postgres left running on this data directory by a launcher that died (it may
// still be in the fast shutdown its parent-death signal started); otherwise the new postmaster would refuse to
// start on the lock file. Fast shutdown first, so nothing committed is lost; immediate only if it hangs.
func stopStalePostmaster(dataDir string) {
	data, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return
	}
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(data), "\n", 2)[0]))
	if err != nil || pid <= 0 {
		return
	}
	cmdline, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	if err != nil || !strings.Contains(string(cmdline), dataDir) {
		return
	}
	for _, signal := range []syscall.Signal{syscall.SIGINT, syscall.SIGQUIT} {
		_ = syscall.Kill(pid, signal)
		for i := 0; i < 150; i++ {
			if syscall.Kill(pid, 0) != nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}

func freePort() (int, error) {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer listener.Close()
	return listener.Addr().(*net.TCPAddr).Port, nil
}
