import { inflateSync } from 'node:zlib';

/*
 * Active content in a PDF, judged from its bytes: what a reader would run or open by itself. Names
 * that are active wherever they appear: scripts (/JavaScript, /JS, /XFA forms), launching programs or
 * other files (/Launch, /GoToR, /GoToE), embedded files and media (/EmbeddedFile(s), /RichMedia,
 * /Rendition), forms that send or import data (/SubmitForm, /ImportData), and actions on events
 * (/AA). An /OpenAction is refused through what it does (a script, a launch…): going to a page on
 * opening, as office suites and LaTeX write it (`/OpenAction [3 0 R /Fit]`, or a /GoTo action), only
 * sets the view. Links (/URI) are not active: a reader asks before opening them.
 * The file is read as a PDF reader lexes it: names with their #xx escapes decoded (/J#61vaScript is
 * /JavaScript), strings and comments skipped, stream data skipped by its /Length (compressed bytes
 * would match by chance), except object streams (/Type /ObjStm, or /N and /First), whose objects are
 * read after inflating them. An object stream that cannot be read (encrypted, another filter or a
 * predictor, over MAX_INFLATED bytes) leaves the file unverified.
 */

export type PdfVerdict = 'clean' | 'active' | 'unverifiable';

const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'XFA', 'Launch', 'GoToR', 'GoToE', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'Rendition', 'SubmitForm', 'ImportData', 'AA']);

/** What object streams may inflate to, in all: a bound on a decompression bomb. */
const MAX_INFLATED = 64 * 1024 * 1024;

type Token = { kind: 'name' | 'word'; value: string } | { kind: '<<' | '>>' | '[' | ']' };

const isWhite = (c: number) => c === 0x00 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
/** ( ) < > [ ] { } / % */
const isDelimiter = (c: number) => c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;

/** PDF's lexer over latin1 text: tokens from `at`; `skipTo` moves on (past a stream's data). */
class Lexer {
  constructor(
    readonly text: string,
    public at = 0,
  ) {}

  next(): Token | null {
    const s = this.text;
    while (this.at < s.length) {
      const c = s.charCodeAt(this.at);
      if (isWhite(c)) {
        this.at++;
      } else if (c === 0x25) {
        // % comment, to the end of the line
        while (this.at < s.length && s[this.at] !== '\n' && s[this.at] !== '\r') this.at++;
      } else if (c === 0x28) {
        this.skipString();
      } else if (c === 0x3c) {
        if (s[this.at + 1] === '<') {
          this.at += 2;
          return { kind: '<<' };
        }
        const end = s.indexOf('>', this.at);
        this.at = end === -1 ? s.length : end + 1; // a hex string
      } else if (c === 0x3e) {
        if (s[this.at + 1] === '>') {
          this.at += 2;
          return { kind: '>>' };
        }
        this.at++; // a stray >
      } else if (c === 0x5b || c === 0x5d) {
        this.at++;
        return { kind: c === 0x5b ? '[' : ']' };
      } else if (c === 0x2f) {
        const start = ++this.at;
        while (this.at < s.length && !isWhite(s.charCodeAt(this.at)) && !isDelimiter(s.charCodeAt(this.at))) this.at++;
        return { kind: 'name', value: s.slice(start, this.at).replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) };
      } else if (isDelimiter(c)) {
        this.at++; // a stray ) { }
      } else {
        const start = this.at;
        while (this.at < s.length && !isWhite(s.charCodeAt(this.at)) && !isDelimiter(s.charCodeAt(this.at))) this.at++;
        return { kind: 'word', value: s.slice(start, this.at) };
      }
    }
    return null;
  }

  /** A literal string: balanced parentheses, backslash escapes. */
  private skipString() {
    const s = this.text;
    let depth = 0;
    do {
      const ch = s[this.at];
      if (ch === '\\') this.at++;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
      this.at++;
    } while (depth > 0 && this.at < s.length);
  }
}

/** A dictionary's entries at its own level: each key with the tokens of its value. */
type Dictionary = Map<string, Token[]>;

const names = (tokens: Token[] | undefined) => (tokens ?? []).flatMap((t) => (t.kind === 'name' ? [t.value] : []));
const words = (tokens: Token[] | undefined) => (tokens ?? []).flatMap((t) => (t.kind === 'word' ? [t.value] : []));

/** An open dictionary: its entries so far, the key whose value is being read, and the array depth it sits at. */
interface OpenDictionary {
  dict: Dictionary;
  key: string | null;
  /** Tokens still to come of an indirect reference value (`n g R`). */
  refLeft: number;
  depth: number;
}

/** Reads one PDF body (a file, or the objects of an object stream). */
function scan(text: string, bytes: Buffer, budget: { inflated: number }): PdfVerdict {
  const lexer = new Lexer(text);
  const lengths = numberObjects(text);
  const open: OpenDictionary[] = [];
  let arrays = 0;
  let lastClosed: Dictionary | null = null;

  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'name' && ACTIVE_NAMES.has(token.value)) return 'active';

    const top = open[open.length - 1];
    if (token.kind === '[') {
      if (top?.key != null) top.dict.get(top.key)!.push(token);
      arrays++;
    } else if (token.kind === ']') {
      arrays = Math.max(0, arrays - 1);
      if (top?.key != null) {
        top.dict.get(top.key)!.push(token);
        if (arrays === top.depth) top.key = null;
      }
    } else if (token.kind === '<<') {
      if (top?.key != null) top.dict.get(top.key)!.push(token);
      open.push({ dict: new Map(), key: null, refLeft: 0, depth: arrays });
    } else if (token.kind === '>>') {
      const closed = open.pop();
      if (closed) lastClosed = closed.dict;
      const parent = open[open.length - 1];
      if (parent?.key != null && arrays === parent.depth) parent.key = null;
    } else if (token.kind === 'word' && token.value === 'stream' && lastClosed) {
      const verdict = readStream(lexer, lastClosed, lengths, bytes, budget);
      if (verdict !== 'clean') return verdict;
      lastClosed = null;
    } else if (top && top.key === null && arrays === top.depth && token.kind === 'name') {
      top.key = token.value;
      top.dict.set(token.value, []);
    } else if (top?.key != null) {
      // A value, or a token inside an array value.
      top.dict.get(top.key)!.push(token);
      if (arrays > top.depth) continue;
      if (top.refLeft > 0) top.refLeft--;
      else if (token.kind === 'word' && /^\d+$/.test(token.value) && isReferenceAhead(lexer)) top.refLeft = 2;
      if (top.refLeft === 0) top.key = null;
    }
  }
  return 'clean';
}

/** After a number: whether `generation R` follows (an indirect reference, whose three tokens are one value). */
function isReferenceAhead(lexer: Lexer): boolean {
  const probe = new Lexer(lexer.text, lexer.at);
  const [generation, r] = [probe.next(), probe.next()];
  return generation?.kind === 'word' && /^\d+$/.test(generation.value) && r?.kind === 'word' && r.value === 'R';
}

/** Skips a stream's data (by its /Length, else to 'endstream'); reads it when it is an object stream. */
function readStream(lexer: Lexer, dict: Dictionary, lengths: () => Map<string, number>, bytes: Buffer, budget: { inflated: number }): PdfVerdict {
  const text = lexer.text;
  let start = lexer.at;
  if (text[start] === '\r') start++;
  if (text[start] === '\n') start++;
  const length = streamLength(dict.get('Length'), lengths);
  const marked = text.indexOf('endstream', start);
  // The shorter of the two: bytes past a lying /Length are read as objects, never skipped.
  const end = Math.min(length === null ? text.length : start + length, marked === -1 ? text.length : marked);
  lexer.at = end;

  const type = names(dict.get('Type'))[0];
  if (type !== 'ObjStm' && !(dict.has('N') && dict.has('First'))) return 'clean';
  const filters = names(dict.get('Filter'));
  if (dict.has('DecodeParms') || filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode')) return 'unverifiable';
  let objects: Buffer;
  try {
    const data = bytes.subarray(start, end);
    objects = filters.length === 0 ? data : inflateSync(data, { maxOutputLength: MAX_INFLATED - budget.inflated, finishFlush: 2 /* Z_SYNC_FLUSH: data cut short still reads */ });
  } catch {
    return 'unverifiable';
  }
  budget.inflated += objects.length;
  return scan(objects.toString('latin1'), objects, budget);
}

/** A stream's /Length: a number, or `n g R` looked up as `n g obj <number> endobj`; null when unknown. */
function streamLength(value: Token[] | undefined, lengths: () => Map<string, number>): number | null {
  const [first, second, third] = words(value);
  if (first === undefined || !/^\d+$/.test(first)) return null;
  if (third !== 'R') return Number(first);
  return lengths().get(`${first} ${second}`) ?? null;
}

/** Every `n g obj <number> endobj` of `text` (the last one of each n g wins, as in an incremental update), read once. */
function numberObjects(text: string): () => Map<string, number> {
  let found: Map<string, number> | null = null;
  return () => {
    found ??= new Map([...text.matchAll(/(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)].map((m) => [`${m[1]} ${m[2]}`, Number(m[3])]));
    return found;
  };
}

/** Whether the PDF in `bytes` carries active content ('active'), none ('clean'), or could not be read through ('unverifiable'). */
export function pdfActiveContent(bytes: Buffer): PdfVerdict {
  return scan(bytes.toString('latin1'), bytes, { inflated: 0 });
}
