import { notFound } from 'next/navigation';

/** Any path under a locale that no route matches: the localized 404 (spec §2, §8). */
export default function CatchAllNotFound() {
  notFound();
}
