package org.tabuleiro.server.account;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import me.gosimple.nbvcxz.Nbvcxz;
import me.gosimple.nbvcxz.matching.match.DictionaryMatch;
import me.gosimple.nbvcxz.resources.ConfigurationBuilder;
import me.gosimple.nbvcxz.resources.Dictionary;
import me.gosimple.nbvcxz.resources.DictionaryBuilder;
import me.gosimple.nbvcxz.resources.Feedback;
import me.gosimple.nbvcxz.scoring.Result;
import org.tabuleiro.server.common.Rejection;

/**
 * Refuses passwords that are quick to guess, as NIST SP 800-63B 5.1.1.2 asks (a list of common and expected values,
 * no composition rules). The estimate is nbvcxz's (MIT licence): it finds common passwords, names and words from its
 * own lists, and ours of Portuguese ones ({@code passwords/pt-common.txt}), keyboard rows, sequences, repeats, dates
 * and l33t spellings, and counts the guesses an attacker would need. A password must need {@link #MIN_BITS} bits,
 * about a million guesses: "password", "12345678", eight spaces, "aaaaaaaa", "senha123" and "flamengo" need a few
 * dozen, "palavra-passe-1" (a near miss of "palavrapasse") some thousands; "cavalo-azul-salta" needs billions. The
 * player's own name and display name count as the most common words of all.
 *
 * <p>It costs milliseconds and, for a long password, up to a few hundred: it runs in {@link PasswordWork}, only the
 * first {@link #MEASURED_CHARS} characters are measured, and nbvcxz's search for the cheapest split gives up after
 * {@link #SEARCH_MILLIS} for a faster one.
 */
final class PasswordStrength {
  private PasswordStrength() {}

  static final double MIN_BITS = 20;
  static final int MEASURED_CHARS = 64;
  static final long SEARCH_MILLIS = 100;
  private static final Locale PT_BR = Locale.forLanguageTag("pt-BR");
  private static final List<Dictionary> DICTIONARIES = dictionaries();

  /** Empty when {@code password} is hard enough to guess; {@code own} are the player's names (nulls ignored). */
  static Optional<Rejection> check(String password, String... own) {
    List<Dictionary> dictionaries = new ArrayList<>(DICTIONARIES);
    DictionaryBuilder player = new DictionaryBuilder().setDictionaryName("player").setExclusion(false);
    for (String text : own) {
      if (text == null || text.isBlank()) continue;
      // "Zuleica Brontë": zuleica, bronte and zuleicabronte, each as common as a word can be.
      String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
      String[] parts = plain.split("[^\\p{L}\\p{N}]+");
      player.addWord(String.join("", parts), 1);
      for (String part : parts) {
        if (part.length() >= 3) player.addWord(part, 1);
      }
    }
    dictionaries.add(player.createDictionary());
    var configuration = new ConfigurationBuilder()
        .setDictionaries(dictionaries)
        .setMinimumEntropy(MIN_BITS)
        .setMaxLength(MEASURED_CHARS)
        .setCombinationAlgorithmTimeout(SEARCH_MILLIS)
        .setLocale(PT_BR)
        .createConfiguration();
    Result estimate = new Nbvcxz(configuration).estimate(password);
    if (estimate.isMinimumEntropyMet()) return Optional.empty();
    return Optional.of(Rejection.invalid("invalid_password", message(estimate)));
  }

  private static String message(Result estimate) {
    StringBuilder text = new StringBuilder("Essa senha é fácil demais de adivinhar.");
    boolean ownName = estimate.getMatches().stream()
        .anyMatch(m -> m instanceof DictionaryMatch d && d.getDictionaryName().equals("player"));
    Feedback feedback = estimate.getFeedback();
    if (ownName) {
      text.append(" Ela usa o seu nome de jogador ou o nome para exibir.");
    } else if (feedback.getWarning() != null) {
      text.append(' ').append(feedback.getWarning().strip());
    }
    text.append(" Dica: junte três ou quatro palavras que não costumam andar juntas, como \"cavalo-azul-salta\".");
    return text.toString();
  }

  private static List<Dictionary> dictionaries() {
    List<Dictionary> all = new ArrayList<>(ConfigurationBuilder.getDefaultDictionaries());
    DictionaryBuilder portuguese = new DictionaryBuilder().setDictionaryName("pt-common").setExclusion(false);
    int rank = 0;
    for (String word : lines("/passwords/pt-common.txt")) portuguese.addWord(word, ++rank);
    all.add(portuguese.createDictionary());
    return List.copyOf(all);
  }

  private static List<String> lines(String resource) {
    try (InputStream in = Objects.requireNonNull(PasswordStrength.class.getResourceAsStream(resource), resource);
         var reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      return reader.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
          .map(l -> l.toLowerCase(Locale.ROOT)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }
}
