#!/usr/bin/env bash
# The examples' flows with the CLI, as an operator would script them:
#   1. send a document for signature, (stand in for the signer through the public signing API), wait until the
#      envelope completes and save the executed PDF;
#   2. collect files with a file request: create it, (stand in for a supplier on its open upload page), list what
#      arrived and close it;
#   3. publish a gated link (address and password), (stand in for a visitor through the public viewer API), and
#      export the day's visits as CSV.
#
#   DOSSIER_API_KEY=dsk_… [DOSSIER_BASE_URL=http://localhost:8080/api/v1] examples/cli-flows.sh [--as-signer]
#
# Needs `dossier` on PATH (or DOSSIER=path/to/bin/run.js), node (to read JSON) and curl (for the parts played by
# the signer and the supplier, who have no API key). Without --as-signer it only sends and prints the state.
set -euo pipefail

DOSSIER_CMD=${DOSSIER:-dossier}
BASE=${DOSSIER_BASE_URL:-http://localhost:8080/api/v1}
AS_SIGNER=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

dossier() { "$DOSSIER_CMD" "$@"; }
# json FILE EXPR: evaluates EXPR (JavaScript, the parsed document as `j`) over a JSON file.
json() { node -e 'const j = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(eval(process.argv[2]))' "$1" "$2"; }

echo "== 1. signing"
cat > "$work/nda.md" <<'EOF'
# Mutual NDA

Each party keeps the other's confidential information confidential for three years.
EOF
dossier documents create --title "Mutual NDA" --markdown "$work/nda.md" --recipient "Dana Whitfield <dana@globex.example>:signer" --json > "$work/doc.json"
doc=$(json "$work/doc.json" 'j.data.id')
dossier documents sign-block "$doc" --email dana@globex.example --json > /dev/null
dossier envelopes send "$doc" --subject "Please sign: Mutual NDA" --json > "$work/env.json"
env=$(json "$work/env.json" 'j.data.id')
echo "sent $env"

if [ "$AS_SIGNER" = "--as-signer" ]; then
  dossier envelopes get "$env" --signing-urls --json > "$work/links.json"
  token=$(json "$work/links.json" 'j.data.recipients[0].signingUrl.split("/sign/")[1]')
  curl -fsS "$BASE/public/signing/$token" > "$work/session.json"
  version=$(json "$work/session.json" 'j.data.disclosure.version')
  curl -fsS -X POST -H 'content-type: application/json' -d "{\"accepted\":true,\"disclosureVersion\":\"$version\"}" "$BASE/public/signing/$token/consent" > /dev/null
  curl -fsS -X POST -H 'content-type: application/json' -d '{"values":{},"signature":{"type":"typed","text":"Dana Whitfield"}}' "$BASE/public/signing/$token/sign" > /dev/null
  echo "signed as the signer"
  for _ in $(seq 1 60); do
    dossier envelopes get "$env" --json > "$work/state.json"
    [ "$(json "$work/state.json" 'j.data.status')" = completed ] && break
    sleep 1
  done
  dossier envelopes pdf "$env" -o executed.pdf
  echo "saved executed.pdf ($(json "$work/state.json" 'j.data.status'))"
else
  dossier envelopes get "$env"
fi

echo "== 2. file request"
dossier requests create --title "Supplier onboarding" --item "Signed W-9" --optional-item "Certificate of insurance" --json > "$work/req.json"
req=$(json "$work/req.json" 'j.data.id')
slug=$(json "$work/req.json" 'j.data.slug')
item=$(json "$work/req.json" 'j.data.items[0].id')
echo "request $req: upload page $(json "$work/req.json" 'j.data.url')"
printf 'W-9 for Supplier Ltd\n' > "$work/w9.txt"
curl -fsS -F "file=@$work/w9.txt;type=text/plain" -F "itemId=$item" -F "email=accounts@supplier.example" "$BASE/public/requests/$slug/uploads" > /dev/null
echo "uploaded w9.txt as the supplier"
dossier requests get "$req" --json > "$work/got.json"
echo "received: $(json "$work/got.json" 'j.data.uploads.map((u) => `${u.filename} from ${u.uploaderEmail}`).join(", ")')"
dossier requests close "$req" --json > /dev/null
echo "closed $req"

echo "== 3. a gated link and its visits"
dossier links create --document "$doc" --name "Investors" --require-email --password "correct horse battery" --json > "$work/link.json"
slug=$(json "$work/link.json" 'j.data.url.split("/v/")[1]')
echo "link $(json "$work/link.json" 'j.data.url') (address and password asked)"
curl -fsS -X POST -H 'content-type: application/json' -d '{"email":"partner@fund.example","password":"correct horse battery"}' "$BASE/public/links/$slug/visits" > "$work/visit.json"
visit=$(json "$work/visit.json" 'j.data.visitId')
vtoken=$(json "$work/visit.json" 'j.data.token')
[ "$(json "$work/visit.json" 'j.data.opened')" = true ]
curl -fsS -H "x-visit-token: $vtoken" "$BASE/public/visits/$visit/content" > "$work/content.json"
sleep 1.5
curl -fsS -X POST -H 'content-type: application/json' -H "x-visit-token: $vtoken" -d "{\"documentId\":\"$doc\",\"sections\":[{\"index\":0,\"visibleMs\":1500}]}" "$BASE/public/visits/$visit/heartbeats"
echo "read as partner@fund.example"
today=$(date -u +%Y-%m-%d)
dossier visits export --from "$today" --to "$today" -o visits.csv
echo "exported $(($(wc -l < visits.csv) - 1)) visit row(s) to visits.csv"
