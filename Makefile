# Two entry points for a new machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SAMPLE := samples/sunken-shrine.pdf
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: demo test lint typecheck pytest golden-update clean install

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[convert]'
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $@ $(STAMP_RUN)

install: $(STAMP_RUN)

demo: $(STAMP_RUN)
	$(BIN)/dmd convert $(SAMPLE) -o out
	$(BIN)/dmd validate out

lint: $(STAMP_TEST)
	$(BIN)/ruff check converter rules tests bench samples
	$(BIN)/ruff format --check converter rules tests bench samples

typecheck: $(STAMP_TEST)
	$(BIN)/mypy

pytest: $(STAMP_TEST)
	$(BIN)/pytest -q

test: lint typecheck pytest

golden-update: $(STAMP_TEST)
	$(BIN)/pytest -q tests/test_golden.py --update-golden

clean:
	rm -rf $(VENV) out build dist *.egg-info
