# bot: two set-up commands on a fresh machine: `make run` and `make test`.
SHELL := /bin/bash
PY ?= $(shell command -v python3.11 || command -v python3.12 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
DATABASE_URL ?= sqlite:///./var/bot.db
export HOST PORT DATABASE_URL BOT_ADMIN_TOKEN

.PHONY: run run-cluster test venv web lint pytest webtest e2e browser bench bench-cluster reliability clean api-types

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip

venv: $(BIN)/python
	$(BIN)/pip install -q -r requirements.lock
	$(BIN)/pip install -q --no-deps -e .
	$(BIN)/python -m tradingbot.backtest.warmup

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web: web/node_modules/.package-lock.json
	cd web && npm run build

## make run: install, build the web app, migrate, seed the demo, serve on http://$(HOST):$(PORT)/tradingbot/
run: venv web
	mkdir -p var
	$(BIN)/tradingbot migrate
	$(BIN)/tradingbot seed
	$(BIN)/tradingbot serve --host $(HOST) --port $(PORT)

## make run-cluster: the same product as a cluster on this machine (a feed, 3 engine workers, 2 API
## processes) on PostgreSQL and NATS JetStream, serving on the same address (docs/DEPLOY.md)
CLUSTER_DATABASE_URL ?= postgresql://postgres@127.0.0.1:5432/bot_cluster
NATS_URL ?= nats://127.0.0.1:4222
BOT_PARTITIONS ?= 64
run-cluster: venv web
	DATABASE_URL=$(CLUSTER_DATABASE_URL) NATS_URL=$(NATS_URL) BOT_PARTITIONS=$(BOT_PARTITIONS) \
	  $(BIN)/tradingbot run-cluster --host $(HOST) --port $(PORT)

## make test: every suite (lint + types + imports, backend on SQLite and PostgreSQL, web units, browser e2e)
test: venv web browser lint pytest webtest e2e

browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian chromium for browser tests"; \
	    apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null; \
	  else echo "chromium missing and cannot be installed here (need root + apt-get)"; exit 1; fi; \
	fi

lint:
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/bandit -c pyproject.toml -r src -q

pytest:
	$(BIN)/python -m pytest -n auto

## make webtest: web units, after checking web/src/api/schema.gen.ts is what web/src/api/openapi.json generates
webtest: web/node_modules/.package-lock.json
	cd web && npm test

## make api-types: the server's contract (`tradingbot openapi`, no server started) into web/src/api/openapi.json,
## and web/src/api/schema.gen.ts regenerated from it (openapi-typescript); commit both.
## The drift checks: tests/unit/api/test_openapi_drift.py (make pytest) and `npm test` (make webtest).
BOT_CLI ?= $(CURDIR)/$(BIN)/tradingbot
api-types: venv web/node_modules/.package-lock.json
	cd web && BOT_CLI="$(BOT_CLI)" npm run gen:api

e2e: web
	cd web && E2E_SKIP_BUILD=1 npm run e2e

## make bench: backtest benchmarks B1/B2 against a C reference and peers -> bench/RESULTS.md;
## the live server against a bare Starlette endpoint (installs Debian wrk if missing) -> bench/RESULTS-live.md
## (peers live in their own venv bench/.venv-peers, never in the project's dependencies)
bench: venv
	@if [ ! -x bench/.venv-peers/bin/python ]; then \
	  echo "creating bench/.venv-peers (vectorbt, backtrader)"; \
	  $(PY) -m venv bench/.venv-peers && bench/.venv-peers/bin/pip install -q --upgrade pip; \
	fi
	@for p in vectorbt backtrader; do \
	  bench/.venv-peers/bin/python -c "import $$p" 2>/dev/null || \
	  bench/.venv-peers/bin/pip install -q $$p > bench/.venv-peers/pip-$$p.log 2>&1 || \
	  echo "bench: $$p failed to install (bench/.venv-peers/pip-$$p.log); RESULTS.md says so"; \
	done
	$(BIN)/python bench/run.py
	$(BIN)/python bench/host.py
	$(BIN)/python bench/fmart.py
	$(BIN)/python bench/live.py

## make bench-cluster: the cluster (workers and an API node on PostgreSQL and NATS JetStream) against
## `tradingbot serve`, side by side in one run -> bench/RESULTS-cluster.md (not part of make test;
## ~10 min; PostgreSQL at BENCH_PG, default postgresql://postgres@127.0.0.1:5432/postgres, a schema
## of its own per cluster, dropped at the end; a nats-server of its own on a free port; installs wrk)
bench-cluster: venv
	$(BIN)/python bench/cluster.py

## make reliability: the reliability campaign at full size (issue 23) -> docs/RELIABILITY.md:
## fuzzing, cross-user matrix, security, lifecycle state machines, 500 kill -9, faults (pytest -n 2), then
## the 15-minute soak alone (its latency is the server's, not shared); figures in var/reliability/
## (each part's folder joins by itself once it exists); the report is written even when a part fails
RELIABILITY_OUT := var/reliability
RELIABILITY_SIZES := FUZZ_EXAMPLES=200 CRASH_KILLS=500 FAULT_CALLS=300 SOAK_SECONDS=900 STATEFUL_STEPS=600 CLUSTER_KILLS=40
RELIABILITY_DIRS = $(wildcard tests/fuzz tests/crossuser tests/security) tests/reliability
reliability: venv browser
	rm -rf $(RELIABILITY_OUT) && mkdir -p $(RELIABILITY_OUT)
	status=0; \
	env RELIABILITY_OUT=$(RELIABILITY_OUT) $(RELIABILITY_SIZES) $(BIN)/python -m pytest -p no:cacheprovider -n 2 \
	  $(RELIABILITY_DIRS) --ignore=tests/reliability/test_soak.py || status=$$?; \
	env RELIABILITY_OUT=$(RELIABILITY_OUT) $(RELIABILITY_SIZES) $(BIN)/python -m pytest -p no:cacheprovider \
	  tests/reliability/test_soak.py || status=$$?; \
	env RELIABILITY_OUT=$(RELIABILITY_OUT) $(RELIABILITY_SIZES) $(BIN)/python -m tests.reliability.report || status=$$?; \
	exit $$status

clean:
	rm -rf $(VENV) web/node_modules web/dist var
