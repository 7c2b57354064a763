// A process that reads its stdin and never answers: what a wrong command (a shell, a REPL, a server
// waiting for something else) looks like to an MCP client. It ends when its stdin closes.
import process from 'node:process';

process.stdin.resume();
