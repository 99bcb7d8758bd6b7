import { useEffect } from 'react';
import { Button, guideCoverPath, paths } from '@tenants/shared/core';
import { useRuntimeConfig } from '../../app/runtime-config';
import { apiClient } from '../../app/shared-api';
import { guidesAnchor, guidesToShow, type Guide } from './guide-covers';
import type { PageBlockOf } from '../../pages/content/block-types';
import { Illustration } from '../../illustrations/illustration';
import { useAuthStore } from '../../stores/auth-store';
import { Section } from '../section/section';
import { sectionIcons } from '../section-icons';
import { useGuideLinks } from './use-guide-links';
import './guides.css';

function GuideCard({ guide, loggedIn, link, apiBase }: { guide: Guide; loggedIn: boolean; link: string | undefined; apiBase: string }) {
  const nameId = `guide-${guide.slug}`;
  return (
    <li className={`shell-guide${loggedIn ? '' : ' shell-guide--locked'}`}>
      <div className="shell-guide__cover">
        {guide.art ? (
          <Illustration image={{ art: guide.art, alt: '' }} responsive={false} />
        ) : (
          // A guide staff added has no drawing of the site's: the API draws its cover from its title and summary.
          <img className="shell-guide__cover-picture" src={`${apiBase}${guideCoverPath(guide.slug)}`} alt="" width={595} height={842} loading="lazy" />
        )}
        {!loggedIn && (
          <span className="shell-guide__lock" role="img" aria-label="Locked">
            {sectionIcons.lock}
          </span>
        )}
      </div>
      <h3 id={nameId} className="shell-guide__name">
        {guide.name}
      </h3>
      <p className="shell-guide__summary">{guide.summary}</p>
      {loggedIn && link ? (
        <Button href={link} target="_blank" rel="noopener noreferrer" aria-describedby={nameId} className="shell-guide__button">
          Download
        </Button>
      ) : loggedIn ? (
        // The signed link is on its way from the API.
        <Button disabled aria-describedby={nameId} className="shell-guide__button">
          Download
        </Button>
      ) : (
        <Button to={paths.login} variant="secondary" aria-describedby={nameId} className="shell-guide__button">
          Join To Unlock
        </Button>
      )}
    </li>
  );
}

/**
 * The downloadable guides (docs/product/accounts-and-guides.md): locked with Join To Unlock for visitors, Download (new tab) for
 * members. The full view lists every guide of the library with Enquire Now; the short view the featured ones with View All Guides. On
 * mount a stored token is checked again by fetching the profile with it, as the spec's guides screen does.
 */
export function Guides({ block: guidesSection }: { block: PageBlockOf<'guides'> }) {
  const { full } = guidesSection;
  const config = useRuntimeConfig();
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const links = useGuideLinks();
  useEffect(() => {
    // Once per visit to the section (the config does not change). The token is read as each request goes
    // out, so the profile check carries the token it is checking.
    const { token, checkProfile } = useAuthStore.getState();
    if (token) void apiClient(config, () => useAuthStore.getState().token).then(checkProfile, () => undefined);
  }, [config]);

  // The library's guides as the API served them with the page, so the first paint lists what staff keep.
  const list = guidesToShow(guidesSection.library, full);
  return (
    <Section
      id={guidesAnchor}
      title={guidesSection.title}
      text={[guidesSection.text, ...(loggedIn ? [] : [guidesSection.lockedText])]}
      tone="grey"
      className="shell-guides"
    >
      <ul className="shell-guides__list">
        {list.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} loggedIn={loggedIn} link={links[guide.slug]} apiBase={config.apiBase} />
        ))}
      </ul>
      <div className="shell-guides__footer">
        {full ? <Button to={paths.enquiry}>Enquire Now</Button> : <Button to={paths.adviceSupport}>View All Guides</Button>}
      </div>
    </Section>
  );
}
