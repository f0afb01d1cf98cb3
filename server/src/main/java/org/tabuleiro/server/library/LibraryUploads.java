package org.tabuleiro.server.library;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32C;
import org.tabuleiro.server.http.ApiException;

/**
 * The uploads folder ({@code DATA/library-uploads}, under the server's configured data folder): each import's file,
 * kept until its job ends so that a server stopped midway goes on from it at its next start.
 */
final class LibraryUploads {
  /** A file received: its name in the folder, size and CRC-32C (what "continuar" compares). */
  record Upload(String name, long bytes, long crc) {}

  private static final long DRAINED = 1 << 20;

  private final Path folder;
  private final long maxUpload;

  LibraryUploads(Path folder, long maxUpload) {
    this.folder = folder;
    this.maxUpload = maxUpload;
  }

  Path path(String name) {
    return folder.resolve(name);
  }

  /** A new file's name: random, so two servers' folders (or two tests') never hold the same one. */
  static String newName() {
    return "upload-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong()) + ".upload";
  }

  /**
   * Streams the request's body to a new file of the folder (not through {@code ctx.body()}: the 64 KiB limit of the
   * JSON routes does not apply, nothing of it is held in memory); 400 when it is empty or cut short, 413 past the
   * limit, with the file removed.
   */
  Upload receive(Context ctx) throws IOException {
    String name = newName();
    Path file = folder.resolve(name);
    long bytes = 0;
    CRC32C crc = new CRC32C();
    try (InputStream in = ctx.req().getInputStream();
        OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      byte[] buf = new byte[1 << 16];
      int n;
      while ((n = in.read(buf)) >= 0) {
        bytes += n;
        if (bytes > maxUpload) {
          out.close();
          Files.deleteIfExists(file);
          throw new ApiException(413, "file_too_large", "O arquivo tem mais de " + (maxUpload >> 20)
              + " MiB; divida-o em partes.");
        }
        out.write(buf, 0, n);
        crc.update(buf, 0, n);
      }
    } catch (IOException e) {
      Files.deleteIfExists(file);
      throw ApiException.badRequest("upload_interrupted", "O envio do arquivo foi interrompido depois de " + bytes
          + " bytes; nada foi importado.");
    }
    if (bytes == 0) {
      Files.deleteIfExists(file);
      throw ApiException.badRequest("empty_file", "O arquivo está vazio: envie o PGN/PDN como corpo do pedido.");
    }
    return new Upload(name, bytes, crc.getValue());
  }

  /** Writes a text the server made (an event's games) as a new file of the folder. */
  Upload write(byte[] text) throws IOException {
    String name = newName();
    Files.write(folder.resolve(name), text, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    CRC32C crc = new CRC32C();
    crc.update(text);
    return new Upload(name, text.length, crc.getValue());
  }

  void delete(String name) {
    try {
      Files.deleteIfExists(folder.resolve(name));
    } catch (IOException ignored) {
      // removed at the next start
    }
  }

  /** Deletes every file but {@code kept}: uploads cut short and files of jobs that have ended. */
  void deleteAllBut(Set<String> kept) {
    try (var files = Files.list(folder)) {
      files.filter(p -> !kept.contains(p.getFileName().toString())).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads and drops up to 1 MiB of a refused upload's body before the refusal is sent: a server that closes a
   * connection with unread bytes makes the kernel reset it, and the reset can destroy the refusal before the client
   * reads it. A larger body is left: the connection is closed after the answer.
   */
  static void drain(Context ctx) {
    try (InputStream in = ctx.req().getInputStream()) {
      byte[] buf = new byte[1 << 16];
      long left = DRAINED;
      int n;
      while (left > 0 && (n = in.read(buf, 0, (int) Math.min(buf.length, left))) >= 0) left -= n;
    } catch (IOException | RuntimeException ignored) {
      // the client went away: nothing to answer
    }
  }
}
