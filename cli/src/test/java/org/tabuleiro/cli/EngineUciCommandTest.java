package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code engine uci} as a GUI meets it: a separate process, spoken to through its standard input and output. */
class EngineUciCommandTest {
  @Test
  void aChildProcessAnswersUciAndPlaysAMove() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.tabuleiro.cli.Main",
        "engine", "uci").redirectErrorStream(true).start();
    try (PrintWriter in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      in.println("uci");
      assertEquals("id name Tabuleiro", out.readLine());
      in.println("isready");
      in.println("position startpos moves e2e4 e7e5");
      in.println("go depth 5");
      List<String> lines = new ArrayList<>();
      for (String line; (line = out.readLine()) != null; ) {
        lines.add(line);
        if (line.startsWith("bestmove")) break;
      }
      assertTrue(lines.contains("uciok") && lines.contains("readyok"), lines.toString());
      assertTrue(lines.getLast().matches("bestmove [a-h][1-8][a-h][1-8] ponder [a-h][1-8][a-h][1-8]"), lines.getLast());
      in.println("quit");
      assertTrue(process.waitFor(10, TimeUnit.SECONDS), "the engine did not quit");
      assertEquals(0, process.exitValue());
    } finally {
      process.destroyForcibly();
    }
  }
}
