package org.tabuleiro.server.testing;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.tabuleiro.server.db.Database;

/** The extension behind {@link OnBothDatabases}: one invocation per {@link TestDatabase}, cleaned up after it. */
final class BothDatabases implements TestTemplateInvocationContextProvider {
  @Override
  public boolean supportsTestTemplate(ExtensionContext context) {
    return true;
  }

  @Override
  public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
    return Stream.of(TestDatabase.values()).map(Invocation::new);
  }

  private record Invocation(TestDatabase kind) implements TestTemplateInvocationContext {
    @Override
    public String getDisplayName(int index) {
      return kind.name().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public List<Extension> getAdditionalExtensions() {
      return List.of(new Resolver(kind));
    }
  }

  private record Resolver(TestDatabase kind) implements ParameterResolver {
    private static final List<Class<?>> TYPES = List.of(TestDatabase.Fresh.class, Database.class, TestServer.class);

    @Override
    public boolean supportsParameter(ParameterContext p, ExtensionContext e) {
      return TYPES.contains(p.getParameter().getType());
    }

    @Override
    public Object resolveParameter(ParameterContext p, ExtensionContext e) {
      // The method-level store is closed when this invocation ends, last in first out: server, then database.
      ExtensionContext.Store store = e.getStore(ExtensionContext.Namespace.create(BothDatabases.class));
      Class<?> type = p.getParameter().getType();
      // A test that asks for the empty database migrates it itself; a server or a Database gets a migrated copy.
      TestDatabase.Fresh fresh = type == TestDatabase.Fresh.class ? kind.fresh() : kind.migrated();
      store.put("fresh", (ExtensionContext.Store.CloseableResource) fresh::close);
      if (type == TestDatabase.Fresh.class) return fresh;
      if (type == Database.class) {
        Database db = Database.open(fresh.config());
        store.put("database", (ExtensionContext.Store.CloseableResource) db::close);
        return db;
      }
      TestServer server = TestServer.start(fresh.config());
      store.put("server", (ExtensionContext.Store.CloseableResource) server::close);
      return server;
    }
  }
}
