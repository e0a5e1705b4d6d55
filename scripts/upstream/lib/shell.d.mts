import type {Block, Line} from './markdown.mjs';

export declare const SHELL_LANGUAGES: Set<string>;
export declare const POWERSHELL_LANGUAGES: Set<string>;
export declare function commandLines(block: Pick<Block, 'lang' | 'lines'>): {text: string; line: number; heredoc?: {delimiter: string; lines: Line[]}}[];
export declare function tokenize(text: string): ({word: string} | {op: string})[];
export declare function simpleCommands(text: string): {program: string; args: string[]; redirects: {op: string; target: string}[]}[];
