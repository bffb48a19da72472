import { Route, Routes } from 'react-router-dom';
import { mountHarness } from 'shared/harness';
import { routePatterns } from 'shared/routes';
import './setup';
import SportsVenuePage from './exposes/SportsVenuePage';

/** The local sports page belongs to a later issue; the harness only proves the CRTY link lands there. */
mountHarness(
  '体育赛事',
  <Routes>
    <Route path={routePatterns.localSport} element={<p>{routePatterns.localSport}</p>} />
    <Route path="*" element={<SportsVenuePage />} />
  </Routes>,
);
