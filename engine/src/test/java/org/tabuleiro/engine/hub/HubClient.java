package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A GUI's side of the Hub protocol, written from its description (Hub protocol version 2, Scan's
 * {@code protocol.txt}), not from our engine's code: it starts the engine as a child process ({@link HubChild}),
 * writes commands to its standard input and reads its standard output. Every line the engine writes is checked
 * against the protocol: one of the engine's answers (id, param, wait, ready, info, done, pong, error) in the
 * protocol's syntax ({@code command arg=value arg="quoted value" flag}), a done's moves in Hub notation.
 */
final class HubClient implements AutoCloseable {
  static final String START = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
  private static final Set<String> ANSWERS = Set.of("id", "param", "wait", "ready", "info", "done", "pong", "error");
  private static final Pattern MOVE = Pattern.compile("\\d{1,2}(-\\d{1,2}|(x\\d{1,2})+)");
  private static final Duration WAIT = Duration.ofSeconds(30);

  /** One line in the protocol's syntax: a command, then arguments with a value or none (a flag). */
  record Line(String text, String command, Map<String, String> args) {
    static Line parse(String text) {
      int i = 0, n = text.length();
      while (i < n && text.charAt(i) == ' ') i++;
      int start = i;
      while (i < n && text.charAt(i) != ' ') i++;
      String command = text.substring(start, i);
      Map<String, String> args = new LinkedHashMap<>();
      while (true) {
        while (i < n && text.charAt(i) == ' ') i++;
        if (i == n) break;
        start = i;
        while (i < n && text.charAt(i) != ' ' && text.charAt(i) != '=') i++;
        String name = text.substring(start, i);
        if (name.isEmpty()) throw new AssertionError("an argument without a name in: " + text);
        String value = "";
        if (i < n && text.charAt(i) == '=') {
          i++;
          if (i < n && text.charAt(i) == '"') {
            int close = text.indexOf('"', i + 1);
            if (close < 0) throw new AssertionError("an unterminated quote in: " + text);
            value = text.substring(i + 1, close);
            i = close + 1;
            if (i < n && text.charAt(i) != ' ') throw new AssertionError("text glued to a quoted value in: " + text);
          } else {
            start = i;
            while (i < n && text.charAt(i) != ' ') i++;
            value = text.substring(start, i);
            if (value.isEmpty() || value.contains("\"")) throw new AssertionError("a bad unquoted value in: " + text);
          }
        }
        args.put(name, value);
      }
      return new Line(text, command, args);
    }

    boolean has(String name) {
      return args.containsKey(name);
    }

    String get(String name) {
      return args.get(name);
    }
  }

  /** The lines one {@code go} brought, up to and including its {@code done}. */
  record Search(List<Line> lines) {
    Line done() {
      return lines.getLast();
    }

    List<Line> errors() {
      return lines.stream().filter(l -> l.command().equals("error")).toList();
    }

    List<Line> infos() {
      return lines.stream().filter(l -> l.command().equals("info")).toList();
    }
  }

  private final Process process;
  private final Writer in;
  private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
  private final StringBuffer stderr = new StringBuffer();
  private final List<String> protocolErrors = new ArrayList<>();
  private final Thread stderrReader;

  private HubClient(Process process) {
    this.process = process;
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread.ofVirtual().start(() -> {
      try (var out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String text; (text = out.readLine()) != null; ) {
          try {
            lines.add(check(Line.parse(text)));
          } catch (AssertionError e) {
            protocolErrors.add(e.getMessage());
          }
        }
      } catch (IOException e) {
        protocolErrors.add("cannot read the engine: " + e);
      }
    });
    stderrReader = Thread.ofVirtual().start(() -> {
      try (var err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
        for (String text; (text = err.readLine()) != null; ) stderr.append(text).append('\n');
      } catch (IOException e) {
        stderr.append(e).append('\n');
      }
    });
  }

  /** Starts the engine in a JVM of its own with these JVM options and {@link HubChild} arguments. */
  static HubClient start(List<String> jvmOptions, String... args) throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    command.addAll(jvmOptions);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), HubChild.class.getName()));
    command.addAll(List.of(args));
    return new HubClient(new ProcessBuilder(command).start());
  }

  static HubClient start(String... args) throws IOException {
    return start(List.of(), args);
  }

  private static Line check(Line line) {
    if (!ANSWERS.contains(line.command())) throw new AssertionError("not an engine answer: " + line.text());
    switch (line.command()) {
      case "done" -> {
        for (String arg : List.of("move", "ponder")) {
          if (line.has(arg) && !MOVE.matcher(line.get(arg)).matches()) throw new AssertionError("not a Hub move: " + line.text());
        }
      }
      case "error" -> {
        if (!line.has("message") || line.get("message").isBlank()) throw new AssertionError("an error without its message: " + line.text());
      }
      case "id", "param" -> {
        if (!line.has("name")) throw new AssertionError("no name: " + line.text());
      }
      default -> { }
    }
    return line;
  }

  /** Writes lines to the engine at once (one write, as a GUI in a hurry does). */
  void send(String... commands) throws IOException {
    in.write(String.join("\n", commands) + "\n");
    in.flush();
  }

  Line next(Duration within) throws InterruptedException {
    Line line = lines.poll(within.toMillis(), TimeUnit.MILLISECONDS);
    assertTrue(protocolErrors.isEmpty(), "the engine broke the protocol: " + protocolErrors);
    assertNotNull(line, "no answer from the engine within " + within + " (stderr: " + stderr + ")");
    return line;
  }

  /** The lines up to and including the first {@code command}. */
  List<Line> until(String command, Duration within) throws InterruptedException {
    long deadline = System.nanoTime() + within.toNanos();
    List<Line> got = new ArrayList<>();
    while (got.isEmpty() || !got.getLast().command().equals(command)) {
      Duration left = Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
      Line line = lines.poll(left.toMillis(), TimeUnit.MILLISECONDS);
      assertTrue(protocolErrors.isEmpty(), "the engine broke the protocol: " + protocolErrors);
      if (line == null) fail("no '" + command + "' within " + within + " after " + texts(got) + " (stderr: " + stderr + ")");
      got.add(line);
    }
    return got;
  }

  List<Line> until(String command) throws InterruptedException {
    return until(command, WAIT);
  }

  /** {@code hub}: the engine's id and parameters, up to its {@code wait}. */
  List<Line> hub() throws Exception {
    send("hub");
    return until("wait");
  }

  /** {@code init}, and whatever the engine says up to {@code ready}. */
  List<Line> init() throws Exception {
    send("init");
    return until("ready");
  }

  /** Sends {@code go MODE} and reads up to its {@code done}. */
  Search go(String mode, Duration within) throws Exception {
    send("go " + mode);
    return new Search(until("done", within));
  }

  Search go(String mode) throws Exception {
    return go(mode, WAIT);
  }

  /** {@code ping}: every line the engine wrote for the earlier commands, read up to its {@code pong}. */
  List<Line> ping() throws Exception {
    send("ping");
    List<Line> before = until("pong");
    return before.subList(0, before.size() - 1);
  }

  /** {@code quit}: the engine's exit code. */
  int quit() throws Exception {
    send("quit");
    assertTrue(process.waitFor(10, TimeUnit.SECONDS), "the engine did not quit");
    return process.exitValue();
  }

  /** Closes the engine's standard input, as a GUI that crashed does; true if it exits within {@code within}. */
  boolean closeInputAndWait(Duration within) throws Exception {
    in.close();
    return process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS);
  }

  int exitValue() {
    return process.exitValue();
  }

  /** What the engine wrote on its standard error (a GUI shows nobody this: nothing should be there). */
  String stderr() {
    return stderr.toString();
  }

  static String texts(List<Line> lines) {
    return lines.stream().map(Line::text).toList().toString();
  }

  /** Checks the engine ended cleanly: no protocol error, nothing on standard error, exit code 0 after quit. */
  void quitCleanly() throws Exception {
    int code = quit();
    stderrReader.join(5_000);
    assertEquals(0, code, "exit code (stderr: " + stderr + ")");
    assertTrue(protocolErrors.isEmpty(), "the engine broke the protocol: " + protocolErrors);
    assertEquals("", stderr(), "the engine wrote on its standard error");
  }

  @Override
  public void close() {
    process.destroyForcibly();
  }
}
