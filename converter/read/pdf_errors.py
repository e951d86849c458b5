"""pdfminer's failures to open or read a PDF as our one-line input errors.

pdfminer raises many unrelated exception types for a bad file; these name the file and say
what went wrong (a password missing or wrong, a corrupt file, a malformed page), the
encryption errors told apart by the names in the exception's chain. Moved out of
``extract`` as they were.
"""

from __future__ import annotations

from pathlib import Path

from converter.errors import EncryptedPdfError, InputPdfError


def names_encryption(exc: BaseException) -> bool:
    return bool(_exception_names(exc) & ENCRYPTION_ERRORS)


ENCRYPTION_ERRORS = {"PDFPasswordIncorrect", "PDFEncryptionError", "PDFEncryptionWarning"}


def _exception_names(exc: BaseException) -> set[str]:
    chain: list[BaseException] = []
    seen: BaseException | None = exc
    while seen is not None and seen not in chain:
        chain.append(seen)
        seen = seen.__cause__ or seen.__context__
    names = {type(e).__name__ for e in chain}
    for e in chain:
        names.update(
            type(a).__name__ for a in getattr(e, "args", ()) if isinstance(a, BaseException)
        )
    return names


def as_input_error(path: Path, exc: BaseException, password: str | None) -> InputPdfError:
    if names_encryption(exc):
        if password:
            return EncryptedPdfError(f"{path.name}: wrong password for this encrypted PDF")
        return EncryptedPdfError(f"{path.name}: the PDF is encrypted; give its password")
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputPdfError(f"{path.name}: cannot read the PDF ({detail[:120]})")


def page_error(path: Path, number: int, exc: BaseException) -> InputPdfError:
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return InputPdfError(f"{path.name}: page {number} is malformed ({detail[:120]})")
