/** The `linebreak` package (UAX #14 line breaking, the library PDFKit wraps with); it ships no types. */
declare module 'linebreak' {
  /** A break opportunity: the text may start a new line at `position` (a UTF-16 index); `required` after a newline. */
  interface Break {
    position: number;
    required: boolean;
  }
  /** Iterates the break opportunities of a string. */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
