// The grctl command tree with its flags, per docs version (grctl.json).
//
// grctl is a urfave/cli (v1) app: cmd/grctl/server/grctl.go sets the global flags and takes the
// commands from GetCmds() in grctl/cmd/cmd.go, where each command comes from a constructor
// (`func NewCmdX() cli.Command { c := cli.Command{...}; return c }`). The literals are read from
// the source, not run.
import {closing, find, readLiteral, scalarValue, stringValue, tokenize} from './lib/go-literals.mjs';
import {list, show, source, VERSIONS, writeFixture} from './lib/source.mjs';

const REPO = 'rainbond';
/** Flags of these types are switches; every other flag type takes a value. */
const SWITCHES = new Set(['cli.BoolFlag', 'cli.BoolTFlag']);

function names(text) {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function readFlag(literal) {
  const [name, ...aliases] = names(stringValue(literal.fields.Name) ?? '');
  const flag = {name, ...(aliases.length ? {aliases} : {}), type: literal.type.replace(/^cli\./, ''), value: !SWITCHES.has(literal.type)};
  const fallback = scalarValue(literal.fields.Value);
  if (fallback !== null && fallback !== '') flag.default = fallback;
  const env = stringValue(literal.fields.EnvVar);
  if (env) flag.env = env;
  if (literal.fields.Hidden && scalarValue(literal.fields.Hidden) === true) flag.hidden = true;
  return flag;
}

function readFlags(value) {
  return (value?.elements ?? []).filter((element) => element.fields).map(readFlag);
}

function readCommand(literal) {
  const [name, ...commaAliases] = names(stringValue(literal.fields.Name) ?? '');
  const aliases = [
    ...commaAliases,
    ...(literal.fields.Aliases?.elements ?? []).map(stringValue).filter(Boolean),
    ...[stringValue(literal.fields.ShortName)].filter(Boolean),
  ];
  const command = {name};
  if (aliases.length) command.aliases = aliases;
  const flags = readFlags(literal.fields.Flags);
  if (flags.length) command.flags = flags;
  // A command with subcommands and no action only dispatches: an unknown word after it is an error.
  if (literal.fields.Action) command.action = true;
  const subcommands = (literal.fields.Subcommands?.elements ?? []).filter((element) => element.fields).map(readCommand);
  if (subcommands.length) command.subcommands = subcommands;
  return command;
}

/** The `cli.Command{...}` literal a constructor builds. */
function constructorCommand(files, name) {
  for (const [path, tokens] of files) {
    const start = find(tokens, ['func', name, '(', ')']);
    if (start === -1) continue;
    const body = tokens.findIndex((token, index) => index > start && token.value === '{');
    const end = closing(tokens, body);
    const literal = find(tokens, ['cli', '.', 'Command', '{'], body, end);
    return {path, command: readCommand(readLiteral(tokens, literal + 3, 'cli.Command'))};
  }
  throw new Error(`constructor ${name} not found`);
}

function extract(version) {
  const tag = VERSIONS[version][REPO];
  const paths = list(REPO, tag, 'grctl/cmd').filter((path) => path.endsWith('.go') && !path.endsWith('_test.go'));
  const files = new Map(paths.map((path) => [path, tokenize(show(REPO, tag, path))]));

  const registry = files.get('grctl/cmd/cmd.go');
  const getCmds = find(registry, ['func', 'GetCmds']);
  const getCmdsEnd = closing(registry, registry.findIndex((token, index) => index > getCmds && token.value === '{'));
  const constructors = [];
  for (let index = getCmds; index < getCmdsEnd; index++) {
    if (registry[index].value === 'append' && registry[index + 1].value === '(') {
      constructors.push(registry[index + 4].value); // append ( cmds , NewCmdX ( ) )
    }
  }
  const commands = constructors.map((name) => constructorCommand(files, name).command);
  commands.sort((a, b) => a.name.localeCompare(b.name));

  const app = tokenize(show(REPO, tag, 'cmd/grctl/server/grctl.go'));
  const flagsAt = find(app, ['App', '.', 'Flags', '=', '[', ']', 'cli', '.', 'Flag', '{']);
  const globalFlags = readFlags(readLiteral(app, flagsAt + 9, '[]cli.Flag'));

  return {
    source: source(REPO, tag, ['cmd/grctl/server/grctl.go', 'grctl/cmd/']),
    note: 'urfave/cli v1: every command also takes --help/-h, the app takes --version/-v, and a command with subcommands has a help (h) subcommand. value: the flag takes a value (false for switches). action: the command runs something itself, so words after it are arguments.',
    builtins: {
      flags: [{name: 'help', aliases: ['h'], type: 'BoolFlag', value: false}],
      rootFlags: [{name: 'version', aliases: ['v'], type: 'BoolFlag', value: false}],
      commands: [{name: 'help', aliases: ['h'], action: true}],
    },
    globalFlags,
    commands,
  };
}

function count(commands) {
  return commands.reduce((total, command) => total + 1 + count(command.subcommands ?? []), 0);
}

for (const version of Object.keys(VERSIONS)) {
  const data = extract(version);
  const {file, bytes} = writeFixture(version, 'grctl.json', data);
  console.log(`${file}: ${count(data.commands)} commands, ${bytes} bytes`);
}
