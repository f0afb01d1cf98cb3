package org.tabuleiro.server.common;

import java.util.function.Function;

/** What a service call gives back: the value, or the {@link Rejection} that says why not. */
public sealed interface Result<T> permits Result.Ok, Result.Rejected {
  record Ok<T>(T value) implements Result<T> {}

  record Rejected<T>(Rejection rejection) implements Result<T> {}

  static <T> Result<T> ok(T value) {
    return new Ok<>(value);
  }

  static <T> Result<T> rejected(Rejection rejection) {
    return new Rejected<>(rejection);
  }

  default <U> Result<U> map(Function<? super T, ? extends U> f) {
    return switch (this) {
      case Ok<T> ok -> new Ok<>(f.apply(ok.value()));
      case Rejected<T> r -> new Rejected<>(r.rejection());
    };
  }

  /** {@code f} of the value, or the same refusal. */
  default <U> Result<U> flatMap(Function<? super T, Result<U>> f) {
    return switch (this) {
      case Ok<T> ok -> f.apply(ok.value());
      case Rejected<T> r -> new Rejected<>(r.rejection());
    };
  }
}
