// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { transformPastedHtml } from './pasted-html.ts';

const wordItem = (list: string, level: number, marker: string, text: string) =>
  `<p class=MsoListParagraph style='margin-left:36pt;mso-list:${list} level${level} lfo1'><span style='mso-list:Ignore'>${marker}<span>&nbsp;&nbsp;</span></span>${text}</p>`;

describe('transformPastedHtml', () => {
  it('keeps ordinary HTML as it is', () => {
    const html =
      '<p style="color:red">x<br>y</p><br><ul><li><a href="/a">a</a></li></ul><table><tbody><tr><td>c</td></tr></tbody></table>';
    expect(transformPastedHtml(html)).toBe(html);
  });

  it('removes everything that could load or run, and on* attributes', () => {
    expect(
      transformPastedHtml(
        '<style>p{}</style><script>alert(1)</script><p onclick="alert(1)" onMouseOver="x">a<img src="x" onerror="alert(1)" srcset="y 2x"></p>' +
          '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><text>t</text></svg><video src="v"></video><a href="/b" onfocus="x">b</a>',
      ),
    ).toBe('<p>a</p><a href="/b">b</a>');
  });

  it('nests Word list paragraphs by level and tells numbers from bullets', () => {
    const html = [
      wordItem('l0', 1, '1.', 'One'),
      wordItem('l0', 2, 'a)', 'One a'),
      wordItem('l0', 3, 'i.', 'One a i'),
      wordItem('l0', 1, '2.', 'Two'),
      '<p class=MsoNormal>Between</p>',
      wordItem('l1', 1, '·', 'Dot'),
      wordItem('l2', 1, '§', 'Other list'),
    ].join('\n');
    expect(transformPastedHtml(html).replace(/\n/g, '')).toBe(
      '<ol><li><p>One</p><ol><li><p>One a</p><ol><li><p>One a i</p></li></ol></li></ol></li><li><p>Two</p></li></ol>' +
        '<p class="MsoNormal">Between</p><ul><li><p>Dot</p></li></ul><ul><li><p>Other list</p></li></ul>',
    );
  });

  it('hangs a list that skips a level on an empty item', () => {
    expect(transformPastedHtml(wordItem('l0', 2, 'o', 'Deep'))).toBe(
      '<ul><li><ul><li><p>Deep</p></li></ul></li></ul>',
    );
  });

  it("drops Google Docs' spacing line breaks but keeps line breaks inside text", () => {
    const html =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span>a<br>b</span></p><br><p>c</p><br></b>';
    expect(transformPastedHtml(html)).toBe(
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span>a<br>b</span></p><p>c</p></b>',
    );
  });
});
