// Enough of the POSIX shell to find the commands a docs code block runs: logical lines (with `\`
// continuations joined and here-documents set aside), words (quotes and escapes removed), and
// simple commands split at `&&`, `||`, `;`, `|` and `&`, without leading assignments or `sudo`.

export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session']);
export const POWERSHELL_LANGUAGES = new Set(['powershell', 'ps1', 'pwsh', 'ps']);

/**
 * Logical command lines of a shell block: [{text, line, heredoc?: {delimiter, lines}}]. In a
 * `console` block only prompt lines (`$ `) are commands; the rest is output.
 */
export function commandLines(block) {
  const consoleBlock = block.lang === 'console' || block.lang === 'shell-session';
  const result = [];
  let current = null;
  let heredoc = null;
  for (const {text, line} of block.lines) {
    if (heredoc) {
      if (text.trim() === heredoc.delimiter) heredoc = null;
      else heredoc.lines.push({text, line});
      continue;
    }
    let content = current ? text.trimStart() : text;
    if (!current) {
      if (consoleBlock) {
        const prompt = /^\s*(?:\S*[$#]|PS [^>]*>)\s+(.*)$/.exec(content);
        if (!prompt) continue;
        content = prompt[1];
      } else {
        content = content.replace(/^\s*\$\s+/, '');
      }
      if (/^\s*(#|$)/.test(content)) continue;
      current = {text: '', line};
    }
    const continued = /\\\s*$/.test(content) && !/\\\\\s*$/.test(content);
    current.text += `${continued ? content.replace(/\s*\\\s*$/, '') : content} `;
    if (continued) continue;
    current.text = current.text.trim();
    const here = /<<-?\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\1/.exec(current.text);
    if (here) {
      heredoc = {delimiter: here[2], lines: []};
      current.heredoc = heredoc;
    }
    result.push(current);
    current = null;
  }
  if (current) {
    current.text = current.text.trim();
    result.push(current);
  }
  return result;
}

const OPERATORS = ['&&', '||', ';;', '|&', ';', '|', '&'];

/** Words and operators of one command line: [{word} | {op}]. A `#` at a word start begins a comment. */
export function tokenize(text) {
  const tokens = [];
  let word = null;
  let index = 0;
  const flush = () => {
    if (word !== null) tokens.push({word});
    word = null;
  };
  while (index < text.length) {
    const char = text[index];
    if (/\s/.test(char)) {
      flush();
      index++;
      continue;
    }
    if (char === '#' && word === null) break;
    const operator = OPERATORS.find((op) => text.startsWith(op, index));
    if (operator) {
      flush();
      tokens.push({op: operator});
      index += operator.length;
      continue;
    }
    if (char === '>' || char === '<') {
      // Redirections: `>`, `>>`, `2>`, `&>`, `<`, `<<EOF` (a digit before `>` belongs to it).
      const descriptor = word !== null && /^\d$/.test(word) ? word : '';
      if (descriptor) word = null;
      flush();
      const [op] = /^(?:>>|>&|>|<<-?|<<<|<)/.exec(text.slice(index));
      tokens.push({op: `${descriptor}${op}`});
      index += op.length;
      continue;
    }
    word ??= '';
    if (char === "'") {
      const end = text.indexOf("'", index + 1);
      word += text.slice(index + 1, end === -1 ? text.length : end);
      index = end === -1 ? text.length : end + 1;
    } else if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') {
        if (text[end] === '\\' && end + 1 < text.length) {
          word += text[end + 1];
          end += 2;
        } else {
          word += text[end];
          end++;
        }
      }
      index = end + 1;
    } else if (char === '\\' && index + 1 < text.length) {
      word += text[index + 1];
      index += 2;
    } else if (char === '$' && text[index + 1] === '(') {
      // Command substitution stays one word.
      let depth = 0;
      let end = index + 1;
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++;
        else if (text[end] === ')' && --depth === 0) break;
      }
      word += text.slice(index, end + 1);
      index = end + 1;
    } else {
      word += char;
      index++;
    }
  }
  flush();
  return tokens;
}

const PREFIXES = new Set(['sudo', 'env', 'time', 'nohup', 'exec', 'command']);

/** Simple commands of a line: [{program, args, redirects}] with assignments and `sudo` dropped. */
export function simpleCommands(text) {
  const commands = [];
  let words = [];
  const redirects = [];
  const finish = () => {
    while (words.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]) || PREFIXES.has(words[0]))) {
      const dropped = words.shift();
      // `sudo -E helm …`, `sudo -u user …`: the options of sudo are not the command.
      if (dropped === 'sudo') {
        while (words.length && words[0].startsWith('-')) {
          const option = words.shift();
          if (['-u', '-g', '-C', '-D'].includes(option)) words.shift();
        }
      }
    }
    if (words.length) commands.push({program: words[0], args: words.slice(1), redirects: [...redirects]});
    words = [];
    redirects.length = 0;
  };
  const tokens = tokenize(text);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if ('word' in token) {
      words.push(token.word);
    } else if (/[<>]/.test(token.op)) {
      const target = tokens[index + 1];
      if (target && 'word' in target) {
        redirects.push({op: token.op, target: target.word});
        index++;
      }
    } else {
      finish();
    }
  }
  finish();
  return commands;
}
