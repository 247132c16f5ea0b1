// Files imported as text (Vite's `?raw`): starters, samples.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Style sheets imported by modules (uPlot's).
declare module '*.css';
