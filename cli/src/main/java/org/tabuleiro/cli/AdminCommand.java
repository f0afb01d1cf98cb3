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

/** {@code admin grant|revoke USER ROLE}: changes roles directly in the database the server uses. */
final class AdminCommand {
  private AdminCommand() {}

  private static final String USAGE = "admin needs: grant|revoke USER ROLE [--data DIR] [--config FILE]"
      + " (roles: player, arbiter, moderator, admin)";

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, ServerFlags.VALUED, java.util.Set.of());
    var p = args.positional();
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
}
