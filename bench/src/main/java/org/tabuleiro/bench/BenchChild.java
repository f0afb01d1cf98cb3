package org.tabuleiro.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The {@link BenchServer} process and its stdin/stdout line protocol. */
final class BenchChild implements AutoCloseable {
  private final Process process;
  private final PrintWriter in;
  private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
  private final int port;

  private BenchChild(Process process) throws InterruptedException {
    this.process = process;
    this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
    Thread.ofVirtual().start(() -> {
      try (var out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line; (line = out.readLine()) != null; ) {
          if (line.startsWith("listening ") || line.startsWith("heap ") || line.startsWith("seeded ")) {
            answers.add(line);
          } else if (line.contains("WARN") || line.contains("ERROR")) {
            System.err.println("[server] " + line);
          }
        }
      } catch (IOException e) {
        // the server is gone
      }
    });
    this.port = Integer.parseInt(answer("listening ", 120));
  }

  int port() {
    return port;
  }

  static BenchChild start(Path dir, List<String> jvm) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    // Creating thousands of games takes longer than the minute an unstarted game waits before it is aborted.
    command.add("-Dtabuleiro.firstMoveSeconds=3600");
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), BenchServer.class.getName(),
        dir.toString()));
    return new BenchChild(new ProcessBuilder(command).redirectErrorStream(true).start());
  }

  long heap() throws InterruptedException {
    in.println("heap");
    return Long.parseLong(answer("heap ", 60));
  }

  List<String[]> seed(int pairs) throws IOException, InterruptedException {
    in.println("seed " + pairs);
    Path file = Path.of(answer("seeded ", 3600));
    return Files.readAllLines(file).stream().map(line -> line.split("\t")).toList();
  }

  private String answer(String prefix, int timeoutSeconds) throws InterruptedException {
    String line = answers.poll(timeoutSeconds, TimeUnit.SECONDS);
    if (line == null || !line.startsWith(prefix)) {
      throw new IllegalStateException("the bench server did not answer " + prefix.trim() + ": " + line);
    }
    return line.substring(prefix.length()).trim();
  }

  @Override
  public void close() throws InterruptedException {
    in.close();
    if (!process.waitFor(30, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
  }
}
