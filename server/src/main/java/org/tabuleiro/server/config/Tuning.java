package org.tabuleiro.server.config;

import java.time.Duration;

/**
 * The server's waits and limits that a club seldom changes and tests and benchmarks do. Each is read by
 * {@link ServerConfigLoader} from the JVM property {@code tabuleiro.NAME} ({@code TABULEIRO_JAVA_OPTS}), else the
 * environment variable {@code TABULEIRO_KEY}, else {@code key} in the config file, else its default:
 *
 * <pre>
 * JVM property                     file key (environment: TABULEIRO_ + upper case)  default
 * tabuleiro.abandonmentSeconds     abandonment_seconds                              60
 * tabuleiro.firstMoveSeconds       first_move_seconds                               60
 * tabuleiro.chat.roomLines         chat_room_lines                                  3
 * tabuleiro.chat.roomSeconds       chat_room_seconds                                5
 * tabuleiro.chat.accountLines      chat_account_lines                               10
 * tabuleiro.chat.accountSeconds    chat_account_seconds                             30
 * tabuleiro.journalFlushSeconds    journal_flush_seconds (fractions allowed)        30
 * tabuleiro.h2CompactCheckSeconds  h2_compact_check_seconds (fractions allowed)     300
 * tabuleiro.h2CompactMinGrowthMiB  h2_compact_min_growth_mib (fractions allowed)    64
 * tabuleiro.computer.pace          computer_pace (above 0, at most 1)               1
 * tabuleiro.journalFlushEvents     journal_flush_events                             200000
 * tabuleiro.groupCommitLingerMicros group_commit_linger_micros                      3000
 * tabuleiro.passwordThreads        password_threads                                 half the cores, at least 1
 * tabuleiro.analysisMillis         analysis_millis                                  3000
 * tabuleiro.libraryMaxUploadMiB    library_max_upload_mib                           4096
 * </pre>
 *
 * @param abandonment a player whose sockets have all been closed this long has left the game
 * @param firstMove a side that has not made its first move this long after its turn began gets the game aborted
 * @param chatRoomLines lines one account may say in one room per {@code chatRoomWindow}
 * @param chatAccountLines lines one account may say in all rooms together per {@code chatAccountWindow}
 * @param journalFlush how often the moves' journal is stored in the database
 * @param h2CompactCheck how often the H2 file's size is checked for a compaction
 * @param h2CompactMinGrowthBytes growth of the H2 file since the last compaction below which none is tried
 * @param computerPace scales every think time of the computer players: tests and demonstrations play whole games
 *     in seconds with 0.05
 * @param journalFlushEvents pending moves beyond which the journal is stored in the database early
 * @param groupCommitLinger how long a commit of moves waits for company while the database is busy (0: never)
 * @param passwordThreads the threads that hash passwords (sign-ups and logins)
 * @param analysis how long the library's analysis board searches a position
 * @param libraryMaxUploadMiB the largest file the library accepts
 */
public record Tuning(Duration abandonment, Duration firstMove, int chatRoomLines, Duration chatRoomWindow,
    int chatAccountLines, Duration chatAccountWindow, Duration journalFlush, Duration h2CompactCheck,
    long h2CompactMinGrowthBytes, double computerPace, int journalFlushEvents, Duration groupCommitLinger,
    int passwordThreads, Duration analysis, long libraryMaxUploadMiB) {
  public static final Tuning DEFAULT = new Tuning(Duration.ofSeconds(60), Duration.ofSeconds(60), 3,
      Duration.ofSeconds(5), 10, Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(300),
      64L * 1024 * 1024, 1, 200_000, Duration.ofNanos(3_000_000),
      Math.max(1, Runtime.getRuntime().availableProcessors() / 2), Duration.ofMillis(3000), 4096);

  /** Where a setting is found: its value as text, or null. */
  @FunctionalInterface
  public interface Source {
    /**
     * @param property the JVM property's name after {@code tabuleiro.}
     * @param key the config file's key
     */
    String find(String property, String key);
  }

  public Tuning {
    if (abandonment.isNegative() || firstMove.isNegative()) throw new IllegalArgumentException("negative timeout");
    if (chatRoomLines < 1 || chatAccountLines < 1 || !chatRoomWindow.isPositive() || !chatAccountWindow.isPositive()) {
      throw new IllegalArgumentException("chat limits must be positive");
    }
    if (!(computerPace > 0 && computerPace <= 1)) throw new IllegalArgumentException("computer pace not in (0, 1]");
    if (journalFlushEvents < 1 || passwordThreads < 1 || groupCommitLinger.isNegative() || !analysis.isPositive()
        || libraryMaxUploadMiB < 1) {
      throw new IllegalArgumentException("journal flush events, password threads, analysis time, library upload size"
          + " from 1 up, linger from 0 up");
    }
  }

  /** Each setting from {@code source}, its default where it has none; a value it cannot read is a ConfigException. */
  public static Tuning read(Source source) {
    return new Tuning(
        Duration.ofSeconds(whole(source, "abandonmentSeconds", "abandonment_seconds", DEFAULT.abandonment.toSeconds(), 0)),
        Duration.ofSeconds(whole(source, "firstMoveSeconds", "first_move_seconds", DEFAULT.firstMove.toSeconds(), 0)),
        (int) whole(source, "chat.roomLines", "chat_room_lines", DEFAULT.chatRoomLines, 1),
        Duration.ofSeconds(whole(source, "chat.roomSeconds", "chat_room_seconds", DEFAULT.chatRoomWindow.toSeconds(), 1)),
        (int) whole(source, "chat.accountLines", "chat_account_lines", DEFAULT.chatAccountLines, 1),
        Duration.ofSeconds(whole(source, "chat.accountSeconds", "chat_account_seconds",
            DEFAULT.chatAccountWindow.toSeconds(), 1)),
        Duration.ofMillis((long) (seconds(source, "journalFlushSeconds", "journal_flush_seconds",
            DEFAULT.journalFlush.toMillis() / 1000.0) * 1000)),
        Duration.ofMillis((long) (seconds(source, "h2CompactCheckSeconds", "h2_compact_check_seconds",
            DEFAULT.h2CompactCheck.toSeconds()) * 1000)),
        (long) (mib(source, "h2CompactMinGrowthMiB", "h2_compact_min_growth_mib",
            DEFAULT.h2CompactMinGrowthBytes / (1024.0 * 1024)) * 1024 * 1024),
        pace(source.find("computer.pace", "computer_pace")),
        (int) whole(source, "journalFlushEvents", "journal_flush_events", DEFAULT.journalFlushEvents, 1),
        Duration.ofNanos(1_000 * whole(source, "groupCommitLingerMicros", "group_commit_linger_micros",
            DEFAULT.groupCommitLinger.toNanos() / 1_000, 0)),
        (int) whole(source, "passwordThreads", "password_threads", DEFAULT.passwordThreads, 1),
        Duration.ofMillis(whole(source, "analysisMillis", "analysis_millis", DEFAULT.analysis.toMillis(), 1)),
        whole(source, "libraryMaxUploadMiB", "library_max_upload_mib", DEFAULT.libraryMaxUploadMiB, 1));
  }

  public Tuning withComputerPace(double pace) {
    return new Tuning(abandonment, firstMove, chatRoomLines, chatRoomWindow, chatAccountLines, chatAccountWindow,
        journalFlush, h2CompactCheck, h2CompactMinGrowthBytes, pace, journalFlushEvents, groupCommitLinger,
        passwordThreads, analysis, libraryMaxUploadMiB);
  }

  /** The JVM properties alone (what tests start with, beside their other defaults). */
  public static Tuning fromSystemProperties() {
    return read((property, key) -> System.getProperty("tabuleiro." + property));
  }

  /**
   * As the club has always read it: a pace it cannot read, or outside (0, 1], is the club's own 1 (a demonstration
   * asked for a faster computer, never a failure to start).
   */
  private static double pace(String text) {
    try {
      double p = text == null || text.isBlank() ? 1 : Double.parseDouble(text.strip());
      return p > 0 && p <= 1 ? p : 1;
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  private static double mib(Source source, String property, String key, double fallback) {
    String text = source.find(property, key);
    if (text == null || text.isBlank()) return fallback;
    try {
      double m = Double.parseDouble(text.strip());
      if (m >= 0 && m < 1e9) return m;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ConfigException(key + " (tabuleiro." + property + ") must be a number of MiB from 0 up, not '" + text + "'");
  }

  private static long whole(Source source, String property, String key, long fallback, long min) {
    String text = source.find(property, key);
    if (text == null || text.isBlank()) return fallback;
    try {
      long n = Long.parseLong(text.strip());
      if (n >= min && n <= Integer.MAX_VALUE) return n;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ConfigException(key + " (tabuleiro." + property + ") must be a whole number from " + min + " up, not '"
        + text + "'");
  }

  private static double seconds(Source source, String property, String key, double fallback) {
    String text = source.find(property, key);
    if (text == null || text.isBlank()) return fallback;
    try {
      double s = Double.parseDouble(text.strip());
      if (s > 0 && s < 1e9) return s;
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ConfigException(key + " (tabuleiro." + property + ") must be a number of seconds above 0, not '" + text + "'");
  }
}
