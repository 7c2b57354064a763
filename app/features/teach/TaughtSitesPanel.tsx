// Taught sites in Settings (sidebar and dashboard): the store's entries, edited and deleted in place.
import { useShallow } from 'zustand/react/shallow';
import { TaughtSites } from './TaughtSites';
import { card } from '../../ui/classNames';
import { useAppStore } from '../../core/context';

export function TaughtSitesPanel() {
  const { sites, save, remove } = useAppStore(
    useShallow((s) => ({ sites: s.taughtSites, save: s.saveTaughtSite, remove: s.deleteTaughtSite })),
  );
  return (
    <section className={card} aria-labelledby="taught-sites-title">
      <h2 id="taught-sites-title" className="mb-1 text-sm font-semibold">
        Taught sites
      </h2>
      <TaughtSites sites={sites} onSave={save} onDelete={remove} />
    </section>
  );
}
