#!/usr/bin/env python3
"""Prints, as JSON, the language AT-SPI exposes for each text run of Chromium's focused page.

Run by tests/screen-reader/session.ts inside its own D-Bus session (the same accessibility bus Orca
reads). Each run: the object's role and name (and a link's URI), its text (shortened) and its `language`
text attribute, which is what Orca picks a voice by.
"""
import json
import sys

import pyatspi

MAX_TEXT = 80
# Every AT-SPI call is a D-Bus round trip: a page's first objects in document order are enough.
MAX_OBJECTS = 500


def chromium_document():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None or app.name.lower() not in ('chromium', 'chromium-browser', 'google chrome'):
            continue
        found = pyatspi.findDescendant(
            app,
            lambda o: o.getRole() == pyatspi.ROLE_DOCUMENT_WEB and o.getState().contains(pyatspi.STATE_SHOWING),
            breadth_first=True,
        )
        if found is not None:
            return found
    return None


def link_uri(obj):
    """Where a link goes, as AT-SPI tells it (empty for anything else)."""
    if obj.getRole() != pyatspi.ROLE_LINK:
        return ''
    try:
        return obj.queryHyperlink().getURI(0) or ''
    except (NotImplementedError, AttributeError):
        return ''


def runs(obj, out, seen):
    seen[0] += 1
    if seen[0] > MAX_OBJECTS:
        return
    try:
        text = obj.queryText()
    except NotImplementedError:
        text = None
    if text is not None:
        count = text.characterCount
        offset = 0
        while offset < count:
            attributes, start, end = text.getAttributeRun(offset, True)
            if end <= offset:
                break
            chunk = text.getText(start, end).replace('\ufffc', '').strip()
            if chunk:
                language = ''
                for attribute in attributes:
                    if attribute.startswith('language:'):
                        language = attribute.split(':', 1)[1]
                out.append({'role': obj.getRoleName(), 'name': obj.name or '', 'uri': link_uri(obj), 'text': chunk[:MAX_TEXT], 'language': language})
            offset = end
    for child in obj:
        if child is not None:
            runs(child, out, seen)


def main():
    document = chromium_document()
    if document is None:
        print('no Chromium document on the accessibility bus', file=sys.stderr)
        return 1
    out = []
    runs(document, out, [0])
    json.dump(out, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == '__main__':
    sys.exit(main())
