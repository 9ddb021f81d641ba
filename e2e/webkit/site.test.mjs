// The WebKit smoke suite (issue #51), run by `node --test` from run.mjs, which starts the driver:
// every check, for each configuration named, in one MiniBrowser session per configuration.
import { after, before, describe } from 'node:test';
import { configurationChecks } from './checks/configuration.mjs';
import { formChecks } from './checks/forms.mjs';
import { homeChecks } from './checks/home.mjs';
import { menuChecks } from './checks/menu.mjs';
import { newsChecks } from './checks/news.mjs';
import { routeChecks } from './checks/routes.mjs';
import { selectConfigurations } from './configurations.mjs';
import { startSession } from './session.mjs';

const WEBDRIVER_URL = process.env.WEBKIT_WEBDRIVER_URL;
if (!WEBDRIVER_URL) throw new Error('site.test.mjs runs under run.mjs, which starts WebKitWebDriver');
const names = (process.env.WEBKIT_CONFIGURATIONS ?? '').split(',').filter(Boolean);

for (const configuration of selectConfigurations(names)) {
  describe(configuration.name, { timeout: 15 * 60_000 }, () => {
    let page;
    before(
      async () => {
        page = await startSession(WEBDRIVER_URL, configuration);
      },
      { timeout: 60_000 },
    );
    after(async () => {
      // A browser that will not close is ended with its driver by run.mjs.
      await Promise.race([page?.driver.quit(), new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
    });
    const session = () => page;

    configurationChecks(session);
    routeChecks(session);
    menuChecks(session);
    formChecks(session);
    newsChecks(session);
    homeChecks(session);
  });
}
