import { useEffect, useState } from 'react';
import { type GrowingValues, suggestedValues } from './growing-values.ts';

export type ReferenceSuggestion = { name: string; values: Partial<GrowingValues> };

/** Waits this long after the last keystroke before looking a name up. */
const PAUSE_MS = 300;

/**
 * What the plant-name reference knows about the plant the vendor is naming (botanical name first, then the plant
 * name), or null. The reference (about 130 kB) loads on first use, only here: never in the storefront's code.
 */
export function useReferenceSuggestion(plantName: string, scientificName: string): ReferenceSuggestion | null {
  const [suggestion, setSuggestion] = useState<ReferenceSuggestion | null>(null);
  useEffect(() => {
    if (!plantName.trim() && !scientificName.trim()) {
      setSuggestion(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const { plantFacts, referenceTaxon } = await import('@verdant/shared/rules/plant-facts');
      if (!current) return;
      const taxon = referenceTaxon(scientificName || null, plantName || null);
      if (!taxon) {
        setSuggestion(null);
        return;
      }
      const facts = plantFacts({
        plant_name: plantName,
        scientific_name: scientificName || null,
        size: null,
        pot_size: null,
        given: {},
      });
      setSuggestion({ name: taxon.name, values: suggestedValues(facts) });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [plantName, scientificName]);
  return suggestion;
}
