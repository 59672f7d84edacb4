"""Opens the documentation site in headless Chromium and checks what it renders.

  docs-browser-check.py --site DIR --manifest FILE --screenshots DIR --browser PATH

Used by Scripts/docs-site, after the site is built. It serves DIR on a free port of 127.0.0.1,
drives the browser over the DevTools protocol on a pipe (no package needed), and checks the
rendered page, not the files docc wrote:

  tutorial    the table of contents lists one page per step of the lesson path, in order, in both
              languages; the first page's first step says what its chapter says (the step's
              sentence is found in the chapter's Markdown, never a generated label); stepping
              through it reaches a file shown with highlighted lines, and the file on screen is
              the file in the package, line for line (a site built before the code changed
              fails); the page ends with the chapter's check of understanding, every question
              rendered with its choices
  article     the first section's chapter, in English and in Japanese: its title, a code
              excerpt quoted from the package, a link to another chapter; and its ownership
              graph and sequence diagram drawn as pictures (loaded images), never Mermaid source
  reference   MVP's presenter links to its `view` property, whose declaration links to the view
              protocol, which lists the view controller that conforms to it

Each check prints one line; screenshots of each page go into the screenshots folder. Exits 1
when a check fails.
"""
import argparse
import base64
import functools
import http.server
import json
import os
import re
import sys
import threading
import time

# The presenter the reference check follows: passive-view MVP's, in the brief's vocabulary.
REFERENCE = "/documentation/mvp"
PRESENTER, PROPERTY = "SearchPresenter", "view"
VIEW_PROTOCOL, VIEW_CONTROLLER = "SearchPresenterOutput", "SearchViewController"


class Browser:
    """Headless Chromium driven over --remote-debugging-pipe: commands on fd 3, replies on fd 4."""

    def __init__(self, executable):
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            # Move both ends out of the way first: the pipes may already sit on fds 3 and 4.
            commands, replies = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(commands, 3)
            os.dup2(replies, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)
            quiet = os.open(os.devnull, os.O_WRONLY)
            os.dup2(quiet, 1)
            os.dup2(quiet, 2)
            os.execv(executable, [executable, "--headless", "--no-sandbox", "--disable-gpu",
                                  "--hide-scrollbars", "--remote-debugging-pipe", "about:blank"])
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.commands, self.replies = to_browser_write, from_browser_read
        self.buffer, self.last_id, self.session = b"", 0, None

    def send(self, method, params=None, page=True):
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if page and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.replies, 1 << 16)
                if not chunk:
                    raise RuntimeError("the browser closed its end of the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.last_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply["result"]

    def open_page(self, width=1280, height=1000):
        target = self.send("Target.createTarget", {"url": "about:blank"}, page=False)
        self.session = self.send("Target.attachToTarget",
                                 {"targetId": target["targetId"], "flatten": True},
                                 page=False)["sessionId"]
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        return result["result"].get("value")

    def wait_for(self, expression, seconds=20):
        """The expression's value once it is truthy; None when it is not within `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        return None

    def navigate(self, url):
        self.send("Page.navigate", {"url": url})

    def screenshot(self, path):
        time.sleep(0.5)  # let the last scroll and transition settle before the picture
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as picture:
            picture.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", page=False)
        except RuntimeError:
            pass
        os.waitpid(self.pid, 0)


class Checks:
    def __init__(self):
        self.failures = 0

    def report(self, name, passed, detail):
        print(f"{'PASS' if passed else 'FAIL'} {name}: {detail}")
        if not passed:
            self.failures += 1
        return passed


def text_of(expression):
    return f"(() => {{ const e = {expression}; return e ? e.innerText.trim() : null }})()"


def listing(browser):
    """The code listing on screen: its resource, its file name, its lines, its highlighted lines."""
    return browser.evaluate("""(() => {
      const listing = document.querySelector('.code-preview .code-listing');
      if (!listing) return null;
      const lines = [...listing.querySelectorAll('.code-line-container')];
      return {
        identifier: listing.getAttribute('identifier'),
        name: listing.querySelector('.filename').innerText.trim(),
        lines: lines.map(line => line.innerText.replace(/\\n$/, '')),
        highlighted: lines.filter(line => line.classList.contains('highlighted'))
          .map(line => line.innerText.replace(/\\n$/, '')),
      };
    })()""")


def check_sections(browser, base, catalog, checks):
    """The table of contents of `catalog` lists the lesson path's pages, in order."""
    browser.navigate(base + catalog["tutorial"])
    expected = [section["path"] for section in catalog["sections"]]
    found = browser.wait_for(
        "(() => { const hrefs = [...document.querySelectorAll('a')].map(a => "
        "(a.getAttribute('href') || '').toLowerCase().split('#')[0].replace(/\\/$/, ''));"
        f" const pages = {json.dumps(expected)}.filter(p => hrefs.includes(p));"
        f" return pages.length === {len(expected)} ? pages : null }})()")
    checks.report(f"tutorial ({catalog['language']}): sections", found == expected,
                  f"{len(found or [])} of {len(expected)} pages listed: "
                  f"{' · '.join(section['title'] for section in catalog['sections'])}")


def plain(markdown):
    """Markdown as a page shows it: no code spans, links or emphasis marks, spaces collapsed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"[`*_]", "", text).replace("\u2019", "'").replace("\u201c", '"')
    return " ".join(text.replace("\u201d", '"').split())


def check_narration(browser, base, catalog, package, screenshots, checks):
    """The first page's first step quotes its chapter; its check of understanding is rendered."""
    section = catalog["sections"][0]
    browser.navigate(base + section["path"])
    first = browser.wait_for(text_of("document.querySelector('.step .content')"))
    article = next(a for a in catalog["articles"] if a["path"] == section["chapter"])
    with open(os.path.join(package, article["source"]), encoding="utf-8") as source:
        chapter = plain(source.read())
    # The step's first sentence (a closing colon became a full stop on the site).
    sentence = re.split(r"(?<=[.。])\s", plain(first or ""))[0].rstrip(".。:：")
    checks.report(f"tutorial ({catalog['language']}): the first step is the chapter's text",
                  bool(sentence) and sentence in chapter,
                  f"{section['title']}: {sentence!r} "
                  f"{'found' if sentence in chapter else 'not found'} in {article['source']}")
    browser.screenshot(os.path.join(screenshots, f"tutorial-step-{catalog['language']}.png"))
    # DocC asks one question at a time: the first, its choices, and how many there are.
    questions = [plain(question) for question in section["questions"]]
    rendered = browser.wait_for(
        "(() => { window.scrollTo(0, document.body.scrollHeight);"
        " const quiz = document.querySelector('.assessments .quiz');"
        " const count = document.querySelector('.assessments p.title');"
        " if (!quiz || !count) return null;"
        " return {question: quiz.querySelector('.title').innerText.trim(),"
        " choices: quiz.querySelectorAll('.choice').length, count: count.innerText.trim()} })()",
        seconds=10)
    if rendered:
        browser.evaluate("document.querySelector('.assessments').scrollIntoView({block: 'start'})")
        browser.screenshot(os.path.join(screenshots,
                                        f"tutorial-assessment-{catalog['language']}.png"))
    passed = (bool(rendered) and bool(questions) and plain(rendered["question"]) == questions[0]
              and rendered["choices"] >= 2 and rendered["count"].endswith(str(len(questions))))
    checks.report(f"tutorial ({catalog['language']}): the check of understanding", passed,
                  f"{section['title']}: {rendered['count']!r}, {rendered['question']!r} with "
                  f"{rendered['choices']} choices" if rendered else
                  f"{section['title']}: no assessment rendered")


def check_tutorial(browser, base, catalog, package, screenshots, checks):
    check_sections(browser, base, catalog, checks)
    check_narration(browser, base, catalog, package, screenshots, checks)
    browser.navigate(base + catalog["sections"][0]["path"])
    browser.wait_for("document.querySelectorAll('.step').length")
    # The page holds one section: every step is the first section's.
    files = catalog["sections"][0]["files"]
    steps = min(browser.evaluate("document.querySelectorAll('.step').length") or 0, len(files))
    shown = None
    for index in range(steps):
        # DocC shows a step's file once the step is the one in the middle of the window; the
        # manifest names the file each step shows.
        step = f"document.querySelectorAll('.step')[{index}]"
        name = files[index]
        for fraction in (0.3, 0.2, 0.35):
            # DocC focuses the step that crosses a line about a third down the window.
            browser.evaluate(f"window.scrollTo(0, {step}.getBoundingClientRect().top + "
                             f"window.scrollY - window.innerHeight * {fraction})")
            if browser.wait_for(f"{step}.classList.contains('focused') && "
                                f"(document.querySelector('.code-preview .filename') || {{}})"
                                f".innerText?.trim() === {json.dumps(name)}", seconds=2):
                break
        current = listing(browser)
        if current and current["name"] == name and current["highlighted"]:
            shown = (index, current)
            if name.endswith("/SearchViewController.swift"):
                break
    if not checks.report("tutorial: a step highlights a change", shown is not None,
                         f"{shown[1]['name']}, step {shown[0] + 1}: {len(shown[1]['highlighted'])} "
                         f"highlighted lines, the first: {shown[1]['highlighted'][0].strip()!r}"
                         if shown else f"no step of the first section ({steps}) highlights a line"):
        return
    index, current = shown
    browser.evaluate(f"window.scrollTo(0, document.querySelectorAll('.step')[{index}]"
                     f".getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.3)")
    path = os.path.join(package, "Sources", current["name"])
    with open(path, encoding="utf-8") as source:
        lines = source.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    differing = next((number + 1 for number, (shown_line, line)
                      in enumerate(zip(current["lines"], lines)) if shown_line != line), None)
    same = differing is None and len(current["lines"]) == len(lines)
    checks.report("tutorial: the step shows the package's file", same,
                  f"Sources/{current['name']}, {len(lines)} lines, as in the package" if same else
                  f"Sources/{current['name']} differs from the page at line "
                  f"{differing or min(len(lines), len(current['lines'])) + 1}: the site is behind "
                  "the code; build it again with Scripts/docs-site")
    browser.screenshot(os.path.join(screenshots, "tutorial-step.png"))


def check_article(browser, base, catalogs, package, screenshots, checks):
    chapter_path = catalogs[0]["sections"][0]["chapter"]
    name = chapter_path.rsplit("/", 1)[-1]
    for catalog in catalogs:
        article = next(a for a in catalog["articles"] if a["path"].endswith("/" + name))
        browser.navigate(base + article["path"])
        title = browser.wait_for(text_of("document.querySelector('main h1, h1')"))
        with open(os.path.join(package, article["source"]), encoding="utf-8") as source:
            text = source.read()
        excerpt = next((line for line in text.split("\n") if line.startswith("// From ")), None)
        quoted = browser.wait_for(
            f"[...document.querySelectorAll('pre')].some(e => e.innerText.includes("
            f"{json.dumps(excerpt)}))", seconds=5) if excerpt else True
        # Links from the text to the other chapters, not to this page's own headings.
        linked = browser.evaluate(
            f"[...document.querySelectorAll('.doc-content a')].map(a => "
            f"(a.getAttribute('href') || '').split('#')[0].replace(/\\/$/, ''))"
            f".filter(href => href.startsWith({json.dumps(catalog['path'] + '/')}) && "
            f"href !== {json.dumps(article['path'])}).length")
        checks.report(f"article ({catalog['language']})",
                      title == article["title"] and bool(quoted) and bool(linked),
                      f"{article['path']}: title {title!r}, the excerpt {excerpt!r} "
                      f"{'shown' if quoted else 'missing'}, {linked or 0} links to chapters")
        browser.screenshot(os.path.join(screenshots, f"article-{catalog['language']}.png"))
        # The diagrams between `compare graph` and `compare trace` markers are pictures.
        expected = sorted(f"{kind}-" for kind in ("graph", "trace")
                          if f"<!-- compare {kind} " in text)
        # The site loads a picture lazily, when it nears the view: load each now.
        pictures = browser.wait_for(
            "(() => { document.querySelectorAll('img').forEach(e => { e.loading = 'eager'; });"
            " const names = [...document.querySelectorAll('img')]"
            ".filter(i => i.complete && i.naturalWidth > 0)"
            ".map(i => (i.getAttribute('src') || '').split('/').pop());"
            f" const kinds = {json.dumps(expected)}.filter(k => names.some(n => n.startsWith(k)));"
            f" return kinds.length === {len(expected)} ? names : null }})()", seconds=10)
        source = browser.evaluate(
            "[...document.querySelectorAll('pre')].some(e => /^\\s*(sequenceDiagram|flowchart TB)/"
            ".test(e.innerText))")
        checks.report(f"article ({catalog['language']}): the diagrams are pictures",
                      bool(pictures) and not source,
                      f"{article['path']}: pictures {pictures or 'missing'}"
                      f"{', Mermaid source shown' if source else ''}")


def click(browser, href_ending):
    """Clicks the first link whose address ends with `href_ending`; False when there is none."""
    return browser.evaluate(f"""(() => {{
      const link = [...document.querySelectorAll('a')].find(a =>
        (a.getAttribute('href') || '').toLowerCase().split('#')[0].endsWith(
          {json.dumps(href_ending.lower())}));
      if (!link) return false;
      link.scrollIntoView({{block: 'center'}});
      link.click();
      return true;
    }})()""")


def check_reference(browser, base, screenshots, checks):
    presenter = f"{REFERENCE}/{PRESENTER.lower()}"
    browser.navigate(base + presenter)
    title = browser.wait_for(text_of("document.querySelector('h1')"))
    has_property = browser.wait_for(
        f"[...document.querySelectorAll('a')].some(a => (a.getAttribute('href') || '')"
        f".endsWith({json.dumps('/' + PROPERTY)}))", seconds=5)
    browser.screenshot(os.path.join(screenshots, "reference-presenter.png"))
    checks.report("reference: the presenter", title == PRESENTER and bool(has_property),
                  f"{presenter}: title {title!r}, a link to its {PROPERTY!r} property "
                  f"{'found' if has_property else 'missing'}")
    click(browser, f"{presenter}/{PROPERTY}")
    browser.wait_for(f"location.pathname.toLowerCase().startsWith("
                     f"{json.dumps(presenter + '/' + PROPERTY)})", seconds=10)
    protocol_path = f"{REFERENCE}/{VIEW_PROTOCOL.lower()}"
    declared = browser.wait_for(
        f"[...document.querySelectorAll('.declaration a, pre a, .source a')].some(a => "
        f"(a.getAttribute('href') || '').toLowerCase().endsWith({json.dumps(protocol_path)}))",
        seconds=10)
    declaration = browser.evaluate(text_of("document.querySelector('.declaration, pre')"))
    browser.screenshot(os.path.join(screenshots, "reference-property.png"))
    checks.report("reference: the presenter links to its view protocol", bool(declared),
                  f"{presenter}/{PROPERTY}: {declaration!r} "
                  f"{'links' if declared else 'does not link'} to {protocol_path}")
    click(browser, protocol_path)
    title = browser.wait_for(
        f"(() => {{ const h = document.querySelector('h1'); return h && h.innerText.trim() === "
        f"{json.dumps(VIEW_PROTOCOL)} ? h.innerText.trim() : null }})()", seconds=10)
    conforming = browser.wait_for(f"""(() => {{
      const heading = [...document.querySelectorAll('h3, h2')].find(h =>
        h.innerText.trim() === 'Conforming Types');
      if (!heading) return null;
      heading.scrollIntoView({{block: 'start'}});
      const section = heading.closest('section') || heading.parentElement;
      return [...section.querySelectorAll('a[href]')]
        .filter(a => !a.getAttribute('href').includes('#')).map(a => a.innerText.trim());
    }})()""", seconds=10)
    browser.screenshot(os.path.join(screenshots, "reference-protocol.png"))
    checks.report("reference: the view protocol lists the view controller",
                  title == VIEW_PROTOCOL and VIEW_CONTROLLER in (conforming or []),
                  f"{protocol_path}: title {title!r}, conforming types {conforming}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--manifest", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--browser", required=True)
    arguments = parser.parse_args()
    package = os.getcwd()
    with open(arguments.manifest, encoding="utf-8") as manifest_file:
        manifest = json.load(manifest_file)
    os.makedirs(arguments.screenshots, exist_ok=True)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *_):
            pass

    handler = functools.partial(Quiet, directory=arguments.site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    checks = Checks()
    browser = Browser(arguments.browser)
    try:
        browser.open_page()
        check_tutorial(browser, base, manifest["chapters"][0], package, arguments.screenshots,
                       checks)
        for catalog in manifest["chapters"][1:]:
            check_sections(browser, base, catalog, checks)
            browser.screenshot(
                os.path.join(arguments.screenshots, f"tutorial-{catalog['language']}.png"))
            check_narration(browser, base, catalog, package, arguments.screenshots, checks)
        check_article(browser, base, manifest["chapters"], package, arguments.screenshots, checks)
        check_reference(browser, base, arguments.screenshots, checks)
    except RuntimeError as error:
        checks.report("browser", False, str(error))
    finally:
        browser.close()
        server.shutdown()
    print(f"screenshots: {arguments.screenshots}/")
    sys.exit(1 if checks.failures else 0)


main()
