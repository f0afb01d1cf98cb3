package org.tabuleiro.server.admin;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.Properties;

/**
 * How {@code ./tabuleiro admin} finds the running server: {@code DATA/admin-endpoint.properties}, written by the
 * server once it listens and removed when it stops, holds the loopback address of its local admin routes
 * ({@link AdminLocalRoutes}) and a random secret (256 bits, new at every start). The file is the owner's only
 * (0600, in the 0700 data folder), so whoever can read it could open the database file anyway.
 *
 * @param url the server as the machine itself reaches it: {@code http://127.0.0.1:8080}
 */
public record AdminEndpoint(URI url, String secret) {
  public static final String FILE = "admin-endpoint.properties";
  /** The request header that carries {@link #secret}. */
  public static final String HEADER = "X-Tabuleiro-Admin-Secret";

  /** The endpoint a server listening on {@code host:port} publishes, with a new secret. */
  static AdminEndpoint create(String host, int port) {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    return new AdminEndpoint(URI.create("http://" + loopback(host) + ":" + port),
        Base64.getUrlEncoder().withoutPadding().encodeToString(secret));
  }

  /** Where the machine reaches a server bound to {@code host}: the loopback for every interface or a local name. */
  static String loopback(String host) {
    String h = host.strip();
    if (h.equals("::") || h.equals("::1") || h.equals("[::]") || h.equals("[::1]")) return "[::1]";
    if (h.equals("0.0.0.0") || h.equals("localhost") || h.startsWith("127.")) return "127.0.0.1";
    return h.contains(":") && !h.startsWith("[") ? "[" + h + "]" : h;
  }

  /** The endpoint of the server that uses {@code dataDir}, if one left its file there (it may have died since). */
  public static Optional<AdminEndpoint> read(Path dataDir) {
    String text;
    try {
      text = Files.readString(dataDir.resolve(FILE), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + dataDir.resolve(FILE), e);
    }
    Properties p = new Properties();
    try (Reader in = new StringReader(text)) {
      p.load(in);
    } catch (IOException | IllegalArgumentException e) {
      return Optional.empty();
    }
    String url = p.getProperty("url"), secret = p.getProperty("secret");
    if (url == null || secret == null || !url.matches("http://[^/\\s]+")) return Optional.empty();
    return Optional.of(new AdminEndpoint(URI.create(url), secret));
  }

  /** Writes the file, private to the owner from its creation, and in one step (a reader never sees half of it). */
  void publish(Path dataDir) {
    Path target = dataDir.resolve(FILE);
    try {
      Path temp = Files.createTempFile(dataDir, "admin-endpoint", ".tmp",
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      Files.writeString(temp, "# ./tabuleiro admin reaches the running server here; removed when it stops\n"
          + "url=" + url + "\nsecret=" + secret + "\n", StandardCharsets.UTF_8);
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target, e);
    }
  }

  /** Removes the file if it is still this endpoint's (another server on the same folder may have replaced it). */
  void withdraw(Path dataDir) {
    if (read(dataDir).filter(this::equals).isEmpty()) return;
    try {
      Files.deleteIfExists(dataDir.resolve(FILE));
    } catch (IOException e) {
      // a file left behind names a server that no longer answers: the command line then opens the database itself
    }
  }
}
