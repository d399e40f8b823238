const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/**
 * SVGs with active content: the five a text filter let through (entity-spelled javascript:,
 * foreignObject, use with a data: URL, set of an event attribute, xml-stylesheet) and the classic ones.
 */
export const ACTIVE_SVGS: Record<string, string> = {
  'an entity-spelled javascript: link': `<svg ${NS}><a href="jav&#x61;script:alert(1)"><rect width="5" height="5"/></a></svg>`,
  'the same in xlink:href': `<svg ${NS} ${XLINK}><a xlink:href="jav&#x61;script&#x3A;alert(1)"><rect width="5" height="5"/></a></svg>`,
  foreignObject: `<svg ${NS}><foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>`,
  '<use href=data:…>': `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=#x"/></svg>`,
  '<set attributeName="onclick">': `<svg ${NS}><rect width="5" height="5"><set attributeName="onclick" to="alert(1)"/></rect></svg>`,
  'an xml-stylesheet instruction': `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>\n<svg ${NS}/>`,
  'a script element': `<svg ${NS}><script>alert(1)</script></svg>`,
  'an onload handler': `<svg ${NS} onload="alert(1)"/>`,
  'a handler in odd spelling': `<svg ${NS}><rect ONCLICK = "x()"/></svg>`,
  'a javascript: link': `<svg ${NS}><a href="javascript:alert(1)"><text>x</text></a></svg>`,
  'an external image': `<svg ${NS} ${XLINK}><image xlink:href="https://evil.example/x.png" width="5" height="5"/></svg>`,
  'an external paint server': `<svg ${NS}><rect fill="url(https://evil.example/p.svg#g)" width="5" height="5"/></svg>`,
  'a CSS import': `<svg ${NS}><style>@import url(https://evil.example/x.css);</style></svg>`,
  'an entity declaration': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`,
};
