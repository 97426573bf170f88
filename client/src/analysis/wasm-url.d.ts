// Vite's `?url` imports: the asset's address in the build (vite/client declares the same).
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
