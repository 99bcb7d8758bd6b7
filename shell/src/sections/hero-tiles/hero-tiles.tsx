import { Link } from 'react-router-dom';
import type { PageBlockOf } from '../../pages/content/block-types';
import { useAuthStore } from '../../stores/auth-store';
import { sectionIcons } from '../section-icons';
import './hero-tiles.css';

/** The home hero's four tiles; the Join For Free tile is not shown to members. */
export function HeroTiles({ tiles: heroTiles }: { tiles: PageBlockOf<'heroTiles'>['tiles'] }) {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tiles = heroTiles.filter((tile) => !(loggedIn && tile.membersHide));
  return (
    <ul className="shell-tiles" aria-label="Get started">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className="shell-tile">
            <span className="shell-tile__title">{tile.title}</span>
            <span className="shell-tile__text">{tile.text}</span>
            <span className="shell-tile__arrow">{sectionIcons.arrow}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
