package org.tabuleiro.server.event;

import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/** The refusals every part of an event gives, each with its code and a Portuguese message. */
public final class EventRefusals {
  private EventRefusals() {}

  public static <T> Result<T> notFound(long id) {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "event_not_found", "Torneio não encontrado: " + id + "."));
  }

  public static <T> Result<T> missing(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, code, message));
  }

  public static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }

  public static <T> Result<T> conflict(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, code, message));
  }

  public static <T> Result<T> forbidden(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.FORBIDDEN, code, message));
  }
}
