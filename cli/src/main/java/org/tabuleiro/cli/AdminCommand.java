package org.tabuleiro.cli;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.admin.AdminEndpoint;
import org.tabuleiro.server.admin.AdminTasks;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.StorageException;

/**
 * {@code admin grant|revoke USER ROLE}: changes a player's roles; {@code admin reset-password USER [--url URL]}:
 * prints a one-time link that sets a new password (24 hours). Through the server running on the data folder when
 * one answers at its {@code admin-endpoint.properties} ({@link AdminThroughServer}), else on the database directly.
 * Exit codes: 0 done, 2 bad arguments, 3 refused (no such player...), 5 no database or server to do it with.
 */
final class AdminCommand {
  private AdminCommand() {}

  private static final String USAGE = "admin precisa de: grant|revoke USUÁRIO PAPEL [--data PASTA] [--config ARQUIVO]"
      + " (papéis: player, arbiter, moderator, admin), ou reset-password USUÁRIO [--url URL] [--data PASTA]"
      + " [--config ARQUIVO]";

  static int run(String[] argv, PrintStream out, PrintStream err) {
    var valued = new java.util.HashSet<>(ServerFlags.VALUED);
    valued.add("--url");
    Args args = new Args(argv, valued, java.util.Set.of());
    var p = args.positional();
    if (p.size() == 2 && p.get(0).equals("reset-password")) return resetPassword(args, p.get(1), out, err);
    if (p.size() != 3 || !(p.get(0).equals("grant") || p.get(0).equals("revoke"))) throw new UsageException(USAGE);
    Role role = Role.parse(p.get(2)).orElseThrow(() -> new UsageException("papel desconhecido '" + p.get(2) + "'; " + USAGE));
    boolean grant = p.get(0).equals("grant");
    String username = p.get(1);
    ServerConfig config = ServerFlags.load(args, null, null);

    Optional<AdminThroughServer.Reply> reply;
    try {
      reply = throughServer(config, p.get(0), Map.of("username", username, "role", role.id()), err);
    } catch (RuntimeException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 5;
    }
    if (reply.isPresent()) {
      return answer(reply.get(), config, err, () -> {
        List<Role> roles = new ArrayList<>();
        reply.get().json().path("roles").forEach(r -> Role.parse(r.asText()).ifPresent(roles::add));
        out.println(reply.get().json().path("username").asText() + "\t" + roles.stream().sorted().map(Role::id)
            .collect(Collectors.joining(",")));
      });
    }
    if (noDatabase(config, err)) return 5;
    Result<Account> result;
    try (AdminTasks admin = AdminTasks.open(config.database())) {
      result = grant ? admin.grant(username, role) : admin.revoke(username, role);
    } catch (StorageException e) {
      err.println("tabuleiro: " + explain(e, config));
      return 5;
    }
    return switch (result) {
      case Result.Ok<Account> ok -> {
        out.println(ok.value().username() + "\t" + ok.value().roles().stream().sorted().map(Role::id)
            .collect(Collectors.joining(",")));
        yield 0;
      }
      case Result.Rejected<Account> r -> {
        err.println("tabuleiro: " + r.rejection().message());
        yield 3;
      }
    };
  }

  /**
   * Prints the link, one line: the club's address ({@code --url}, else {@code public_url}, else
   * {@code http://localhost:PORT}), then {@code /senha/nova?token=...}.
   */
  private static int resetPassword(Args args, String username, PrintStream out, PrintStream err) {
    ServerConfig config = ServerFlags.load(args, null, null);
    String base = args.get("--url") != null ? args.get("--url")
        : config.mail().publicUrl() != null ? config.mail().publicUrl() : "http://localhost:" + config.port();
    if (!base.matches("https?://[^/\\s]+(/[^\\s]*)?")) {
      throw new UsageException("--url deve ser o endereço do clube, http(s)://servidor[:porta], não '" + base + "'");
    }
    Optional<AdminThroughServer.Reply> reply;
    try {
      reply = throughServer(config, "reset-link", Map.of("username", username, "base", base), err);
    } catch (RuntimeException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 5;
    }
    if (reply.isPresent()) {
      return answer(reply.get(), config, err, () -> out.println(reply.get().json().path("link").asText()));
    }
    if (noDatabase(config, err)) return 5;
    Result<String> link;
    try (AdminTasks admin = AdminTasks.open(config.database())) {
      link = admin.resetLink(username, base);
    } catch (StorageException e) {
      err.println("tabuleiro: " + explain(e, config));
      return 5;
    }
    return switch (link) {
      case Result.Ok<String> ok -> {
        out.println(ok.value());
        yield 0;
      }
      case Result.Rejected<String> r -> {
        err.println("tabuleiro: " + r.rejection().message());
        yield 3;
      }
    };
  }

  /**
   * The running server's answer to {@code action}, or empty when none runs on the data folder (no file, or a file
   * a stopped server left: then said on {@code err}, and the database is used directly).
   */
  private static Optional<AdminThroughServer.Reply> throughServer(ServerConfig config, String action,
      Map<String, String> body, PrintStream err) {
    Optional<AdminEndpoint> endpoint;
    try {
      endpoint = AdminEndpoint.read(config.dataDir());
    } catch (UncheckedIOException e) {
      throw new IllegalStateException("não consigo ler " + config.dataDir().resolve(AdminEndpoint.FILE) + " ("
          + e.getCause().getMessage() + "): rode o comando como o usuário do servidor", e);
    }
    if (endpoint.isEmpty()) return Optional.empty();
    AdminThroughServer server = new AdminThroughServer(endpoint.get());
    Optional<AdminThroughServer.Reply> reply = server.post(action, body);
    if (reply.isEmpty()) {
      err.println("tabuleiro: nenhum servidor responde em " + server.url() + " (o " + AdminEndpoint.FILE
          + " ficou de um servidor que parou); a mudança vai direto à base de dados");
    }
    return reply;
  }

  /** 0 after {@code printed} for a 200; 3 for a refusal (the server's Portuguese message); 5 otherwise. */
  private static int answer(AdminThroughServer.Reply reply, ServerConfig config, PrintStream err, Runnable printed) {
    int status = reply.status();
    if (status == 200) {
      printed.run();
      return 0;
    }
    if (status == 400 || status == 404 || status == 409) {
      err.println("tabuleiro: " + reply.errorMessage());
      return 3;
    }
    if (status == 403) {
      err.println("tabuleiro: o servidor que responde no endereço de " + config.dataDir().resolve(AdminEndpoint.FILE)
          + " recusou o seu segredo (é de outra pasta de dados?): " + reply.errorMessage());
    } else {
      err.println("tabuleiro: o servidor não conseguiu: " + reply.errorMessage());
    }
    return 5;
  }

  private static boolean noDatabase(ServerConfig config, PrintStream err) {
    if (config.database().isH2() && !Files.exists(config.dataDir().resolve("tabuleiro.mv.db"))) {
      err.println("tabuleiro: não há base de dados do clube em " + config.dataDir()
          + " (inicie ./tabuleiro serve uma vez, ou passe --data PASTA)");
      return true;
    }
    return false;
  }

  /** H2 lets one process open a file database: with no server answering, another process holds it. */
  private static String explain(StorageException e, ServerConfig config) {
    String message = e.getMessage() == null ? e.toString() : e.getMessage();
    if (config.database().isH2() && (message.contains("already in use") || message.contains("is locked"))) {
      return "a base de dados em " + config.dataDir() + " está aberta em outro processo, e nenhum servidor do clube"
          + " responde por esta pasta (" + AdminEndpoint.FILE + "): pare esse processo ou passe --data com a pasta"
          + " do servidor";
    }
    return ServerFlags.explain(e, config);
  }
}
