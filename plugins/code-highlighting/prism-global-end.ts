// The grammars are registered; the build process does not keep a global `Prism` around.
delete (globalThis as {Prism?: unknown}).Prism;
