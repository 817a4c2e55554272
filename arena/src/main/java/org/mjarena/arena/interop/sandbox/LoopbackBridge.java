package org.mjarena.arena.interop.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The host's end of the way to an HTTP service boxed without network: a port on the host's loopback whose
 * connections are carried to the Unix socket the box listens on (inside, socat carries them on to the
 * service's own loopback port), so that the arena's HTTP client talks to a boxed service as to any other.
 * A connection that comes before the service listens is closed at once, which the client takes for a
 * service not yet started. Each connection is carried by two threads, one a way.
 */
public final class LoopbackBridge implements AutoCloseable {
  private static final int CHUNK = 8192;

  private final ServerSocket server;
  private volatile Path socket;

  /** A bridge on a free loopback port, not yet connected to a socket. */
  public LoopbackBridge() throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread accept = new Thread(this::accept, "http-bridge-" + server.getLocalPort());
    accept.setDaemon(true);
    accept.start();
  }

  /** The loopback port the arena connects to. */
  public int port() {
    return server.getLocalPort();
  }

  /** Carries the connections from now on to {@code socket}. */
  public void connectTo(Path socket) {
    this.socket = socket;
  }

  /** Stops taking connections; those open end with the service. */
  @Override
  public void close() {
    try {
      server.close();
    } catch (IOException e) {
      // already closed
    }
  }

  private void accept() {
    while (!server.isClosed()) {
      Socket client;
      try {
        client = server.accept();
      } catch (IOException e) {
        return;
      }
      Path target = socket;
      SocketChannel service;
      try {
        if (target == null) {
          throw new IOException("not connected yet");
        }
        service = SocketChannel.open(StandardProtocolFamily.UNIX);
        service.connect(UnixDomainSocketAddress.of(target));
      } catch (IOException e) {
        closeQuietly(client);
        continue;
      }
      Connection c = new Connection(client, service);
      c.carry(c::toService);
      c.carry(c::toClient);
    }
  }

  /** One way of a connection, copied until its end, whose end it passes on. */
  private interface Way {
    void copy() throws IOException;
  }

  /** One connection carried: both ends are closed once both ways are done, or one fails. */
  private static final class Connection {
    private final Socket client;
    private final SocketChannel service;
    private final AtomicInteger done = new AtomicInteger();

    Connection(Socket client, SocketChannel service) {
      this.client = client;
      this.service = service;
    }

    /**
     * Copies one way on a thread of its own. The socket channel is read and written directly, not through
     * streams, which would lock it for both ways at once.
     */
    void carry(Way way) {
      Thread t = new Thread(() -> {
        try {
          way.copy();
          if (done.incrementAndGet() == 2) {
            close();
          }
        } catch (IOException e) {
          close();
        }
      }, "http-bridge-carry");
      t.setDaemon(true);
      t.start();
    }

    /** From the arena's client to the service. */
    void toService() throws IOException {
      InputStream in = client.getInputStream();
      byte[] chunk = new byte[CHUNK];
      int n;
      while ((n = in.read(chunk)) >= 0) {
        ByteBuffer b = ByteBuffer.wrap(chunk, 0, n);
        while (b.hasRemaining()) {
          service.write(b);
        }
      }
      service.shutdownOutput();
    }

    /** From the service back to the arena's client. */
    void toClient() throws IOException {
      OutputStream out = client.getOutputStream();
      ByteBuffer b = ByteBuffer.allocate(CHUNK);
      while (service.read(b) >= 0) {
        out.write(b.array(), 0, b.position());
        out.flush();
        b.clear();
      }
      client.shutdownOutput();
    }

    void close() {
      closeQuietly(client);
      closeQuietly(service);
    }
  }

  private static void closeQuietly(AutoCloseable c) {
    try {
      c.close();
    } catch (Exception e) {
      // already closed
    }
  }
}
