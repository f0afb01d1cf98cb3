package org.tabuleiro.server.health;

import java.nio.ByteBuffer;
import java.util.concurrent.Executor;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.VirtualThreads;
import org.tabuleiro.server.http.SecurityHeaders;

/**
 * {@code GET /api/health} answered by Jetty itself, on the platform thread that read the request, from what
 * {@link HealthMonitor} last saw: never queued behind the virtual threads that serve everything else, however many
 * are busy. Every other request goes on to Javalin on a virtual thread of its own, as Jetty would have sent it.
 * The answer is the route's ({@link HealthModule}), with the security headers every answer carries.
 */
public final class HealthFastPath extends Handler.Wrapper {
  private static final String PATH = "/api/health";

  private final HealthModule health;
  private Executor requests;

  public HealthFastPath(HealthModule health) {
    this.health = health;
  }

  @Override
  protected void doStart() throws Exception {
    requests = VirtualThreads.getVirtualThreadsExecutor(getServer().getThreadPool());
    if (requests == null) requests = getServer().getThreadPool();
    super.doStart();
  }

  /** Never blocks: health is written at once, the rest handed to a virtual thread. */
  @Override
  public InvocationType getInvocationType() {
    return InvocationType.NON_BLOCKING;
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    if (HttpMethod.GET.is(request.getMethod()) && PATH.equals(Request.getPathInContext(request))) {
      HealthModule.Answer answer = health.answer();
      response.setStatus(answer.status());
      HttpFields.Mutable headers = response.getHeaders();
      SecurityHeaders.HEADERS.forEach(headers::put);
      headers.put(HttpHeader.CACHE_CONTROL, "no-store");
      headers.put(HttpHeader.CONTENT_TYPE, "application/json");
      headers.put(HttpHeader.CONTENT_LENGTH, answer.json().length);
      response.write(true, ByteBuffer.wrap(answer.json()), callback);
      return true;
    }
    requests.execute(() -> {
      try {
        if (!super.handle(request, response, callback)) Response.writeError(request, response, callback, 404);
      } catch (Throwable failure) {
        callback.failed(failure);
      }
    });
    return true;
  }
}
