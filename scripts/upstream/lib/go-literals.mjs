// Just enough Go to read urfave/cli command declarations: a tokenizer that knows strings, raw
// strings, runes and comments, and a reader of composite literals (`cli.Command{Name: "x", ...}`).
// Function bodies and other expressions are kept as opaque token runs; nothing is evaluated.

/** Tokens of Go source: {kind: 'id' | 'str' | 'rune' | 'num' | 'punct', value, line}; strings unescaped. */
export function tokenize(source) {
  const tokens = [];
  let line = 1;
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '\n') {
      line++;
      index++;
    } else if (/\s/.test(char)) {
      index++;
    } else if (source.startsWith('//', index)) {
      index = source.indexOf('\n', index);
      if (index === -1) index = source.length;
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      line += source.slice(index, end).split('\n').length - 1;
      index = end + 2;
    } else if (char === '"' || char === "'") {
      let end = index + 1;
      while (source[end] !== char) end += source[end] === '\\' ? 2 : 1;
      const escapes = {n: '\n', t: '\t', r: '\r'};
      const text = source.slice(index + 1, end).replace(/\\(.)/g, (_, escaped) => escapes[escaped] ?? escaped);
      tokens.push({kind: char === '"' ? 'str' : 'rune', value: text, line});
      index = end + 1;
    } else if (char === '`') {
      const end = source.indexOf('`', index + 1);
      tokens.push({kind: 'str', value: source.slice(index + 1, end), line});
      line += source.slice(index, end).split('\n').length - 1;
      index = end + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const [word] = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(index));
      tokens.push({kind: 'id', value: word, line});
      index += word.length;
    } else if (/[0-9]/.test(char)) {
      const [number] = /^[0-9][0-9A-Za-z_.]*/.exec(source.slice(index));
      tokens.push({kind: 'num', value: number, line});
      index += number.length;
    } else {
      tokens.push({kind: 'punct', value: char, line});
      index++;
    }
  }
  return tokens;
}

const CLOSE = {'{': '}', '(': ')', '[': ']'};

/** Index of the bracket that closes the one at `open`. */
export function closing(tokens, open) {
  const stack = [];
  for (let index = open; index < tokens.length; index++) {
    const {kind, value} = tokens[index];
    if (kind !== 'punct') continue;
    if (CLOSE[value]) stack.push(CLOSE[value]);
    else if (value === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  throw new Error(`unbalanced bracket at line ${tokens[open].line}`);
}

/** Splits tokens[from, to) at top-level commas. */
function splitElements(tokens, from, to) {
  const elements = [];
  let start = from;
  let index = from;
  while (index < to) {
    const {kind, value} = tokens[index];
    if (kind === 'punct' && CLOSE[value]) {
      index = closing(tokens, index) + 1;
      continue;
    }
    if (kind === 'punct' && value === ',') {
      elements.push(tokens.slice(start, index));
      start = index + 1;
    }
    index++;
  }
  if (start < to) elements.push(tokens.slice(start, to));
  return elements.filter((element) => element.length > 0);
}

/**
 * A value: a composite literal {type, fields, elements, line} when the tokens are `Type{...}` (or a
 * bare `{...}` inside a typed slice), else {expression: tokens}.
 */
function readValue(tokens) {
  const brace = tokens.findIndex((token) => token.kind === 'punct' && token.value === '{');
  const typeTokens = brace === -1 ? [] : tokens.slice(0, brace);
  const isLiteral =
    brace !== -1 &&
    closing(tokens, brace) === tokens.length - 1 &&
    !typeTokens.some((token) => token.kind === 'id' && token.value === 'func') &&
    typeTokens.every((token) => token.kind === 'id' || ['.', '[', ']', '*', '&'].includes(token.value));
  if (!isLiteral) return {expression: tokens};
  return readLiteral(tokens, brace, typeTokens.map((token) => token.value).join(''));
}

/** The composite literal whose `{` is at `open`. */
export function readLiteral(tokens, open, type = '') {
  const end = closing(tokens, open);
  const fields = {};
  const elements = [];
  for (const element of splitElements(tokens, open + 1, end)) {
    if (element.length > 2 && element[0].kind === 'id' && element[1].value === ':') {
      fields[element[0].value] = readValue(element.slice(2));
    } else {
      elements.push(readValue(element));
    }
  }
  return {type, fields, elements, line: tokens[open].line};
}

/** The string a value holds when it is one string literal, else null. */
export function stringValue(value) {
  const tokens = value?.expression;
  return tokens?.length === 1 && tokens[0].kind === 'str' ? tokens[0].value : null;
}

/** The literal value (string or number) of a one-token expression, else null. */
export function scalarValue(value) {
  const tokens = value?.expression;
  if (tokens?.length !== 1) return null;
  if (tokens[0].kind === 'str') return tokens[0].value;
  if (tokens[0].kind === 'num') return Number(tokens[0].value);
  if (tokens[0].kind === 'id' && ['true', 'false'].includes(tokens[0].value)) return tokens[0].value === 'true';
  return null;
}

/** Index of the first occurrence of a token sequence (values, e.g. ['cli', '.', 'Command', '{']) from `from`. */
export function find(tokens, sequence, from = 0, to = tokens.length) {
  for (let index = from; index <= to - sequence.length; index++) {
    if (sequence.every((value, offset) => tokens[index + offset].value === value)) return index;
  }
  return -1;
}
