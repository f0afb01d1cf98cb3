package org.tabuleiro.server.lichess.token;

/** A token just made: its row, and its text, which is shown this once and never stored. */
public record NewToken(ApiToken token, String text) {}
