package org.tabuleiro.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.util.stream.Collectors;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.admin.AdminTasks;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.StorageException;

/**
 * {@code admin grant|revoke USER ROLE}: changes roles directly in the database the server uses;
 * {@code admin reset-password USER [--url URL]}: prints a one-time link that sets a new password (24 hours).
 */
final class AdminCommand {
  private AdminCommand() {}

  private static final String USAGE = "admin needs: grant|revoke USER ROLE [--data DIR] [--config FILE]"
      + " (roles: player, arbiter, moderator, admin), or reset-password USER [--url URL] [--data DIR] [--config FILE]";

  static int run(String[] argv, PrintStream out, PrintStream err) {
    var valued = new java.util.HashSet<>(ServerFlags.VALUED);
    valued.add("--url");
    Args args = new Args(argv, valued, java.util.Set.of());
    var p = args.positional();
    if (p.size() == 2 && p.get(0).equals("reset-password")) return resetPassword(args, p.get(1), out, err);
    if (p.size() != 3 || !(p.get(0).equals("grant") || p.get(0).equals("revoke"))) throw new UsageException(USAGE);
    Role role = Role.parse(p.get(2)).orElseThrow(() -> new UsageException("unknown role '" + p.get(2) + "'; " + USAGE));
    ServerConfig config = ServerFlags.load(args, null, null);
    if (config.database().isH2() && !Files.exists(config.dataDir().resolve("tabuleiro.mv.db"))) {
      err.println("tabuleiro: no club database in " + config.dataDir() + " (start ./tabuleiro serve once, or pass --data DIR)");
      return 5;
    }
    Result<Account> result;
    try (AdminTasks admin = AdminTasks.open(config.database())) {
      result = p.get(0).equals("grant") ? admin.grant(p.get(1), role) : admin.revoke(p.get(1), role);
    } catch (StorageException e) {
      err.println("tabuleiro: " + ServerFlags.explain(e, config));
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
      throw new UsageException("--url must be the club's address, http(s)://host[:port], not '" + base + "'");
    }
    if (config.database().isH2() && !Files.exists(config.dataDir().resolve("tabuleiro.mv.db"))) {
      err.println("tabuleiro: no club database in " + config.dataDir() + " (start ./tabuleiro serve once, or pass --data DIR)");
      return 5;
    }
    Result<String> link;
    try (AdminTasks admin = AdminTasks.open(config.database())) {
      link = admin.resetLink(username, base);
    } catch (StorageException e) {
      err.println("tabuleiro: " + ServerFlags.explain(e, config));
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
}
