import type { FastifyInstance } from 'fastify';

/**
 * A readable API reference without any external asset: the page renders /api/openapi.json
 * (operations grouped by tag, with parameters, bodies and responses) in the browser. Its script
 * is a file of its own (/api/docs/reference.js) because the Content-Security-Policy allows no
 * inline script; its inline <style> is allowed like the admin's (style-src 'unsafe-inline').
 */
export function apiReferencePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>backoffice API reference</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header a{color:#9ecbff}
main{max-width:1100px;margin:0 auto;padding:16px 24px}
input{width:100%;padding:8px;font-size:14px;margin:8px 0 16px;box-sizing:border-box}
h2{margin:24px 0 8px;font-size:17px;border-bottom:1px solid #d0d4db}
details{background:#fff;border:1px solid #d0d4db;border-radius:4px;margin:6px 0}
summary{cursor:pointer;padding:6px 10px;font-family:ui-monospace,monospace}
.m{display:inline-block;width:64px;font-weight:700}.GET{color:#0a7d2c}.POST{color:#1456b8}.PATCH{color:#9a5b00}.DELETE{color:#b3261e}.PUT{color:#6b3fa0}
pre{background:#f0f2f5;margin:0;padding:8px 10px;overflow:auto;max-height:360px;font-size:12px}
.body{padding:0 10px 10px}
</style></head><body><header><h1>backoffice API reference</h1><div id="info"></div><a href="/api/openapi.json">/api/openapi.json</a></header>
<main><input id="filter" placeholder="Filter by path, tag or summary" aria-label="Filter"><div id="ops">Loading…</div></main>
<script src="/api/docs/reference.js"></script></body></html>`;
}

/** The reference page's script; every value it puts into the page is escaped. */
export const API_REFERENCE_SCRIPT = `const esc=s=>String(s).replace(/[&<>"]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  document.getElementById('info').textContent=doc.info.title+' '+doc.info.version+' · OpenAPI '+doc.openapi;
  const byTag={};
  for(const [p,item] of Object.entries(doc.paths))for(const [m,op] of Object.entries(item)){
    const tag=(op.tags||['other'])[0];(byTag[tag]=byTag[tag]||[]).push({p,m:m.toUpperCase(),op});}
  const render=f=>{let h='';for(const tag of Object.keys(byTag).sort()){
    const ops=byTag[tag].filter(o=>!f||(o.p+' '+tag+' '+(o.op.summary||'')).toLowerCase().includes(f));
    if(!ops.length)continue;h+='<h2>'+esc(tag)+'</h2>';
    for(const o of ops){h+='<details><summary><span class="m '+o.m+'">'+o.m+'</span>'+esc(o.p)+' — '+esc(o.op.summary||'')+'</summary><div class="body">';
      if(o.op.parameters)h+='<p>Parameters</p><pre>'+esc(JSON.stringify(o.op.parameters,null,2))+'</pre>';
      if(o.op.requestBody)h+='<p>Body</p><pre>'+esc(JSON.stringify(o.op.requestBody.content,null,2))+'</pre>';
      h+='<p>Responses</p><pre>'+esc(JSON.stringify(o.op.responses,null,2))+'</pre></div></details>';}}
    document.getElementById('ops').innerHTML=h||'No operation matches.';};
  render('');document.getElementById('filter').addEventListener('input',e=>render(e.target.value.toLowerCase()));
});
`;

/** GET /api/docs (the page) and /api/docs/reference.js (its script), both outside the OpenAPI document. */
export function apiReferenceRoutes(app: FastifyInstance): void {
  app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(apiReferencePage()));
  app.get('/api/docs/reference.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(API_REFERENCE_SCRIPT));
}
