import { create } from 'zustand';

/**
 * The system store of spec §3, shared by the header, the back-to-top button and the footer, which sit in different
 * client trees and must agree on the scroll position without each adding its own scroll listener.
 * - layoutScroll: the page has scrolled past the header, so the header turns solid;
 * - scrollTop: vertical scroll offset in CSS px;
 * - scrollingUp: the last scroll of more than `scrollDirectionSlop` px went up (the back-to-top button shows on
 *   narrow screens only then, so it does not sit over what the visitor is reading on the way down);
 * - footerTop: the footer's top edge relative to the viewport in CSS px (the back-to-top button stays above it).
 */
export interface SystemState {
  layoutScroll: boolean;
  scrollTop: number;
  scrollingUp: boolean;
  footerTop: number;
  setScroll: (scrollTop: number) => void;
  setFooterTop: (footerTop: number) => void;
}

/** Scroll offset (px) past which the header becomes solid. */
export const solidHeaderThreshold = 8;

/** Scroll distance (px) below which the scroll direction is kept as it was (jitter, momentum bounces). */
export const scrollDirectionSlop = 4;

export const useSystemStore = create<SystemState>((set, get) => ({
  layoutScroll: false,
  scrollTop: 0,
  scrollingUp: false,
  footerTop: Number.POSITIVE_INFINITY,
  setScroll: (scrollTop) => {
    const delta = scrollTop - get().scrollTop;
    const scrollingUp = Math.abs(delta) > scrollDirectionSlop ? delta < 0 : get().scrollingUp;
    set({ scrollTop, scrollingUp, layoutScroll: scrollTop > solidHeaderThreshold });
  },
  setFooterTop: (footerTop) => set({ footerTop }),
}));
