import html, re, os, sys
root='/tmp/o-site'
out='/tmp/review'
os.makedirs(out, exist_ok=True)
n=0
for dp, dn, fn in os.walk(root):
    if 'index.html' not in fn: continue
    rel=os.path.relpath(dp, root)
    if not (rel.startswith('wiki') or rel.startswith('blog') or rel in ('.','regras','jogar','legal/politica-de-privacidade','legal/termo-de-servico','vote','equipe','form','gradiente','textura','meuip')) : 
        if not rel.split('/')[0] in ('regras','jogar','legal','vote','equipe','form','gradiente','textura','meuip','guias','sobre','discord'): continue
    if '/tags' in '/'+rel or '/page/' in '/'+rel+'/' or rel.endswith('/category'): continue
    s=open(os.path.join(dp,'index.html'),encoding='utf8').read()
    m=re.search(r'<main[^>]*>(.*)</main>', s, re.S)
    if not m: continue
    body=m.group(1)
    body=re.sub(r'<nav class="sidebar".*?</nav>','',body,flags=re.S)
    body=re.sub(r'<(script|style)[^>]*>.*?</\1>','',body,flags=re.S)
    body=re.sub(r'<img[^>]*alt="([^"]*)"[^>]*>',r'[imagem: \1]',body)
    body=re.sub(r'<(br|/p|/li|/h[1-6]|/tr|/div|/pre|/blockquote|/summary|/dt|/dd)[^>]*>','\n',body)
    body=re.sub(r'<li[^>]*>','- ',body)
    body=re.sub(r'<(td|th)[^>]*>',' | ',body)
    body=re.sub(r'<code[^>]*>','`',body); body=body.replace('</code>','`')
    body=re.sub(r'<[^>]+>','',body)
    body=html.unescape(body)
    body=re.sub(r'\n\s*\n+','\n\n',body).strip()
    name=(rel.replace('/','__') if rel!='.' else 'home')+'.txt'
    open(os.path.join(out,name),'w',encoding='utf8').write(f'URL: /{rel}/\n\n'+body+'\n')
    n+=1
print(n)
