#!/usr/bin/env python3
"""Expected library answers for a PGN collection, computed with python-chess (a reference, not product code).

Reads the PGN files in the order given, as one collection imported file after file, and writes a TSV of what the
library (docs/server/library.md) should answer for it, each value computed here with python-chess and nothing of
the server:

  game      query = the game's number among the stored games (1, 2, ...: the library's ids in the same order),
            move = its ECO code (the lichess opening table's named position it reached last), the outcome as a 1
            in white_wins, draws or black_wins (all 0 for "*"), ids = its White and Black names joined by " | ".
  explorer  query = a position (FEN, first four fields, en passant only when a capture there is legal),
            move = a move played there (UCI), games / white_wins / draws / black_wins: the games that played that
            move from that position, each game once per (position, move) however often it did (every visit).
            Every move played from the position has its row.
  position  query = the same positions, games = how many games reached it at any ply, ids = all of them.
  player    query = a player search ("Surname, I", "Surname,I", "I Surname", lower case, without accents, a prefix),
            games = how many games match by the documented rule, ids = all of them.
  eco       query = an ECO code or prefix, games / ids likewise.

How the file is cut into games follows the PGN standard as the library's reader does (a game ends at its
termination marker outside comments and variations, or where a new tag section starts); each game is then read by
python-chess. Games the library refuses are left out, each named on standard error: an illegal move or FEN
(python-chess's errors), a Variant other than standard chess, a tag section with no movetext; a game whose tags and
main line equal an earlier one's is a duplicate, left out too.

Usage (python-chess importable: its Debian package, or PYTHONPATH=its source tree):
  tools/library-reference.py --positions 300 --out expected.tsv file1.pgn [file2.pgn ...]
"""

import argparse
import io
import random
import re
import sys
import unicodedata

import chess
import chess.pgn


def decode_lines(path):
    """The file's lines, each UTF-8 when valid and Latin-1 otherwise, a leading byte-order mark dropped."""
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    out = []
    for raw in data.split(b"\n"):
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            line = raw.decode("latin-1")
        out.append(line.rstrip("\r"))
    return out


TAG = re.compile(r'^\s*\[([A-Za-z0-9_+#=:-]+)\s+"(.*)"\s*\]\s*$')
TOKENS = re.compile(r'\{|\}|;|\(|\)|1-0|0-1|1/2-1/2|\*')


def split_games(lines):
    """Cuts the lines into games: (first line number, text). Blank lines in movetext are dropped (python-chess would
    end a game there)."""
    games = []
    current, start, in_tags, tag_names, movetext = [], 0, False, set(), False
    in_comment, depth = False, 0

    def finish():
        nonlocal current, movetext, tag_names, in_tags
        if current:
            games.append((start, "\n".join(current) + "\n", movetext))
        current, movetext, tag_names, in_tags = [], False, set(), False

    for number, line in enumerate(lines, start=1):
        if not in_comment:
            m = TAG.match(line)
            if m and (movetext or m.group(1) in tag_names):
                finish()
            if m:
                if not current:
                    start = number
                current.append(line)
                tag_names.add(m.group(1))
                in_tags = True
                continue
            if line.strip() == "" or line.startswith("%"):
                continue
        if not current:
            start = number
        current.append(line)
        ended = False
        for t in TOKENS.finditer(line):
            tok = t.group(0)
            if in_comment:
                if tok == "}":
                    in_comment = False
                continue
            if tok == "{":
                in_comment = True
            elif tok == ";":
                break
            elif tok == "(":
                depth += 1
            elif tok == ")":
                depth = max(0, depth - 1)
            elif depth == 0 and tok in ("1-0", "0-1", "1/2-1/2", "*"):
                # a marker is a token of its own: not inside a move such as "1-0" in a clock or a date
                before = line[:t.start()]
                after = line[t.end():]
                if (before == "" or before[-1].isspace() or before[-1] in ")}") and (after == "" or after[0].isspace()):
                    ended = True
        if not in_comment and line.strip():
            movetext = True
        if ended:
            depth = 0
            finish()
    finish()
    return games


class Builder(chess.pgn.GameBuilder):
    """python-chess's game builder, keeping the tags as written (first value of a name)."""

    def begin_game(self):
        super().begin_game()
        self.game.raw = {}

    def visit_header(self, name, value):
        self.game.raw.setdefault(name, value)
        super().visit_header(name, value)


STANDARD = {"", "standard", "chess", "normal", "fromposition"}


def name_key(text):
    s = unicodedata.normalize("NFD", text or "")
    s = "".join(c for c in s if not unicodedata.category(c).startswith("M"))
    return re.sub(r"\s+", " ", s.lower()).strip()


def name_words(text):
    out = []
    for w in re.split(r"[\W_]+", name_key(text)):
        w = w[:50]
        if w and w not in out:
            out.append(w)
    return out


def shown(value):
    v = (value or "").strip()
    return "" if v == "?" else v[:200]


def key(board):
    return " ".join(board.fen().split(" ")[:4])


def load_openings(folder):
    """The opening table by position: the longest line's ECO where several lines end at one position."""
    table = {}
    for letter in "abcde":
        with open(f"{folder}/{letter}.tsv", encoding="utf-8") as f:
            next(f)
            for line in f:
                if not line.strip():
                    continue
                eco, name, pgn = line.rstrip("\n").split("\t")[:3]
                board = chess.Board()
                plies = 0
                for tok in pgn.split():
                    if re.fullmatch(r"\d+\.+", tok):
                        continue
                    board.push_san(tok)
                    plies += 1
                k = key(board)
                if k not in table or plies > table[k][1]:
                    table[k] = (eco, plies)
    return {k: v[0] for k, v in table.items()}


def read_collection(paths, openings, log):
    games = []
    seen = set()
    for path in paths:
        for line, text, movetext in split_games(decode_lines(path)):
            where = f"{path}:{line}"
            if not movetext:
                log(f"{where}: refused, tag section without movetext")
                continue
            game = chess.pgn.read_game(io.StringIO(text), Visitor=Builder)
            if game is None:
                continue
            variant = re.sub(r"[^a-z0-9]", "", name_key(game.headers.get("Variant", "")))
            if variant not in STANDARD:
                log(f"{where}: refused, variant {game.headers.get('Variant')}")
                continue
            if game.errors:
                log(f"{where}: refused, {game.errors[0]}")
                continue
            board = game.board()
            keys = [key(board)]
            ucis = []
            for move in game.mainline_moves():
                ucis.append(move.uci())
                board.push(move)
                keys.append(key(board))
            fen_tag = game.headers.get("FEN")
            fingerprint = tuple(game.raw.get(t, "") for t in ("Event", "Site", "Date", "Round", "White", "Black",
                                                               "Result", "FEN")) + tuple(ucis)
            if fingerprint in seen:
                log(f"{where}: duplicate")
                continue
            seen.add(fingerprint)
            eco = ""
            if not fen_tag or not fen_tag.strip() or keys[0] == key(chess.Board()):
                for k in reversed(keys[1:]):
                    if k in openings:
                        eco = openings[k]
                        break
            games.append({
                "white": shown(game.headers.get("White")), "black": shown(game.headers.get("Black")),
                "result": game.headers.get("Result", "*"), "eco": eco, "keys": keys, "ucis": ucis,
                "where": where, "keyset": set(keys), "visits": visits(keys, ucis),
            })
    return games


def visits(keys, ucis):
    """Each position the game left, with the moves it played there (a set: a move played there twice is one)."""
    out = {}
    for i, u in enumerate(ucis):
        out.setdefault(keys[i], set()).add(u)
    return out


def outcome(result):
    return {"1-0": (1, 0, 0), "0-1": (0, 0, 1), "1/2-1/2": (0, 1, 0)}.get(result, (0, 0, 0))


def player_matches(query, name):
    words = name_words(query)
    if not words:
        return query and name_key(query) in name_key(name)
    longest = max(words, key=len)   # the first of the longest
    longest = next(w for w in words if len(w) == len(longest))
    k = name_key(name)[:200]
    return any(w.startswith(longest) for w in name_words(name)) and all(w in k for w in words)


def player_queries(games, rnd, count):
    names = sorted({g["white"] for g in games} | {g["black"] for g in games})
    names = [n for n in names if name_words(n)]
    queries = []
    for name in rnd.sample(names, min(count, len(names))):
        queries.append(name)
        if "," in name:
            surname, _, rest = name.partition(",")
            queries.append(surname.strip() + "," + rest.strip())
            queries.append((rest.strip() + " " + surname.strip()).strip())
            queries.append(surname.strip().lower())
        plain = "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.category(c).startswith("M"))
        if plain != name:
            queries.append(plain.upper())
        longest = max(name_words(name), key=len)
        if len(longest) > 4:
            queries.append(longest[:4])
    return list(dict.fromkeys(q for q in queries if q.strip()))


def choose_positions(games, wanted, rnd):
    """Positions with at least one move played from them: every one a game left more than once (repetitions) first,
    up to a third, then the most played line, then positions reached by several games, then any."""
    played = {}
    for n, g in enumerate(games):
        for i, u in enumerate(g["ucis"]):
            played.setdefault(g["keys"][i], set()).add(n)
    repeated_two_moves, repeated = [], []
    for g in games:
        visits = {}
        for i, u in enumerate(g["ucis"]):
            visits.setdefault(g["keys"][i], []).append(u)
        for k, moves in visits.items():
            if len(moves) > 1:
                (repeated_two_moves if len(set(moves)) > 1 else repeated).append(k)
    chosen = []

    def add(k):
        if k not in chosen and len(chosen) < wanted:
            chosen.append(k)

    for k in sorted(set(repeated_two_moves)):
        if len(chosen) < wanted // 6:
            add(k)
    rest = sorted(set(repeated) - set(chosen))
    rnd.shuffle(rest)
    for k in rest:
        if len(chosen) < wanted // 3:
            add(k)
    # the most played line from the start, ten plies down
    board_key = key(chess.Board())
    for _ in range(10):
        if board_key not in played:
            break
        add(board_key)
        counts = {}
        for g in games:
            for i, u in enumerate(g["ucis"]):
                if g["keys"][i] == board_key:
                    counts[g["keys"][i + 1]] = counts.get(g["keys"][i + 1], 0) + 1
        if not counts:
            break
        board_key = max(sorted(counts), key=lambda k: counts[k])
    shared = sorted(k for k, s in played.items() if len(s) > 1 and k not in chosen)
    rnd.shuffle(shared)
    for k in shared[: (wanted - len(chosen)) // 2]:
        add(k)
    others = sorted(k for k in played if k not in chosen)
    rnd.shuffle(others)
    for k in others:
        add(k)
    return chosen


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--players", type=int, default=40)
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--openings", default="server/src/main/resources/library/openings")
    ap.add_argument("--out", required=True)
    ap.add_argument("pgn", nargs="+")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    games = read_collection(args.pgn, load_openings(args.openings), lambda m: print(m, file=sys.stderr))
    rows = []

    def row(kind, query, move="", counts=(0, 0, 0, 0), ids=""):
        for field in (query, move, ids):
            assert "\t" not in field and "\n" not in field, field
        rows.append("\t".join([kind, query, move] + [str(c) for c in counts] + [ids]))

    for n, g in enumerate(games, start=1):
        row("game", str(n), g["eco"], (1,) + outcome(g["result"]), g["white"] + " | " + g["black"])
    positions = choose_positions(games, args.positions, rnd)
    for k in positions:
        moves, through = {}, []
        for n, g in enumerate(games, start=1):
            if k in g["keyset"]:
                through.append(n)
            for u in g["visits"].get(k, ()):
                c = moves.setdefault(u, [0, 0, 0, 0])
                for j, v in enumerate((1,) + outcome(g["result"])):
                    c[j] += v
        for u in sorted(moves):
            row("explorer", k, u, moves[u])
        row("position", k, "", (len(through), 0, 0, 0), " ".join(map(str, through)))
    for q in player_queries(games, rnd, args.players):
        hits = [n for n, g in enumerate(games, start=1) if player_matches(q, g["white"]) or player_matches(q, g["black"])]
        row("player", q, "", (len(hits), 0, 0, 0), " ".join(map(str, hits)))
    codes = sorted({g["eco"] for g in games if g["eco"]})
    prefixes = sorted({c[0] for c in codes}) + sorted({c[:2] for c in codes})
    prefixes += sorted(rnd.sample(codes, min(20, len(codes))))
    for p in dict.fromkeys(prefixes):
        hits = [n for n, g in enumerate(games, start=1) if g["eco"].startswith(p)]
        row("eco", p, "", (len(hits), 0, 0, 0), " ".join(map(str, hits)))
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write("kind\tquery\tmove\tgames\twhite_wins\tdraws\tblack_wins\tids\n")
        f.write("\n".join(rows) + "\n")
    print(f"{len(games)} games, {len(positions)} positions, "
          f"{sum(1 for r in rows if r.startswith('explorer'))} explorer rows, written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
