package org.tabuleiro.server.chat;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

/**
 * A line's socket frame, {@code {"t":"chat","room","id","user","text","at"}} (docs/protocol.md), written once per
 * line and shared by every socket in its room: a room of 600 sockets costs one serialisation a line, not 600.
 */
final class ChatFrames {
  private ChatFrames() {}

  static String of(ChatLine line) {
    JsonStringEncoder quote = JsonStringEncoder.getInstance();
    return new StringBuilder(96 + line.text().length())
        .append("{\"t\":\"chat\",\"room\":\"").append(line.room().key())
        .append("\",\"id\":").append(line.id())
        .append(",\"user\":\"").append(quote.quoteAsString(line.user()))
        .append("\",\"text\":\"").append(quote.quoteAsString(line.text()))
        .append("\",\"at\":\"").append(line.at())
        .append("\"}").toString();
  }
}
