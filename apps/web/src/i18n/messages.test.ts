import { codeOfFixedText, M, TRANSPORT_MSG } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { installFixedCodes, translateMessage, translatePageMessage } from './messages';
import { urMsg } from './ur-msg';

describe('messages in the reader\'s language, by code', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('ur', 'translation', { msg: urMsg }, true, true);
    installFixedCodes(codeOfFixedText);
    await i18n.changeLanguage('ur');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('an answer\'s code and arguments give the translation, whatever its English words', () => {
    const said = M.transport.routeInUse(3);
    const text = translateMessage('words the server may change', said.code, said.args);
    // The argument is isolated (FSI … PDI) so that data keeps its own order inside the right-to-left sentence.
    expect(text).toBe(urMsg.transport.routeInUse.replace('{{0}}', '\u20683\u2069'));
  });

  it('the page\'s own fixed words find their code by exactly those words; a template\'s words do not', () => {
    expect(translateMessage(TRANSPORT_MSG.applied)).toBe(urMsg.transport.applied);
    expect(translateMessage(TRANSPORT_MSG.routeInUse(3))).toBe(TRANSPORT_MSG.routeInUse(3));
    expect(translatePageMessage({ text: TRANSPORT_MSG.routeInUse(3), code: 'transport.routeInUse', args: ['3'] })).toBe(
      urMsg.transport.routeInUse.replace('{{0}}', '\u20683\u2069'),
    );
  });

  it('words of no catalogue stay as they are, and English shows the words', async () => {
    expect(translateMessage('title: Too small')).toBe('title: Too small');
    await i18n.changeLanguage('en');
    expect(translateMessage(TRANSPORT_MSG.applied, 'transport.applied')).toBe(TRANSPORT_MSG.applied);
    await i18n.changeLanguage('ur');
  });
});
