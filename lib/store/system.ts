import { create } from 'zustand';

/**
 * The system store of spec §3, shared by the header, the back-to-top button and the footer, which sit in different
 * client trees and must agree on the scroll position without each adding its own scroll listener.
 * - layoutScroll: the page has scrolled past the header, so the header turns solid;
 * - scrollTop: vertical scroll offset in CSS px;
 * - footerTop: the footer's top edge relative to the viewport in CSS px (the back-to-top button stays above it).
 */
export interface SystemState {
  layoutScroll: boolean;
  scrollTop: number;
  footerTop: number;
  setScroll: (scrollTop: number) => void;
  setFooterTop: (footerTop: number) => void;
}

/** Scroll offset (px) past which the header becomes solid. */
export const solidHeaderThreshold = 8;

export const useSystemStore = create<SystemState>((set) => ({
  layoutScroll: false,
  scrollTop: 0,
  footerTop: Number.POSITIVE_INFINITY,
  setScroll: (scrollTop) => set({ scrollTop, layoutScroll: scrollTop > solidHeaderThreshold }),
  setFooterTop: (footerTop) => set({ footerTop }),
}));
