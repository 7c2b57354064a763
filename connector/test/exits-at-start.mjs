// A server that dies at start the way a misconfigured one does: an error on stderr, exit code 1.
import process from 'node:process';

process.stderr.write('starting example server\n');
process.stderr.write('Error: EXAMPLE_API_KEY is not set\n');
process.exit(1);
