/** Minimal types for scrollreveal 4 (the package ships none): only what the site uses. */
declare module 'scrollreveal' {
  interface RevealOptions {
    duration?: number;
    easing?: string;
    opacity?: number;
    origin?: 'top' | 'right' | 'bottom' | 'left';
    distance?: string;
    reset?: boolean;
  }
  interface ScrollRevealApi {
    reveal(target: string | Element | Element[] | NodeListOf<Element>, options?: RevealOptions): ScrollRevealApi;
    clean(target: string | Element): void;
  }
  function ScrollReveal(options?: RevealOptions): ScrollRevealApi;
  export default ScrollReveal;
}
