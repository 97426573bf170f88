// Loads the engine's WebAssembly module in a worker: the analysis board's (worker.ts) and the game
// review's (src/review/worker.ts). Compiled while it downloads where the server says
// application/wasm.
import wasmUrl from '../../../build/wasm/renju.wasm?url';
import { EngineModule } from './module';

export async function loadEngine(): Promise<EngineModule> {
  const response = fetch(wasmUrl);
  let compiled: WebAssembly.Module;
  try {
    compiled = await WebAssembly.compileStreaming(response);
  } catch {
    // A server that does not send application/wasm: compile from the bytes.
    compiled = await WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
  return EngineModule.create(compiled, (fd, line) =>
    fd === 2 ? console.warn(`engine: ${line}`) : console.info(`engine: ${line}`),
  );
}
